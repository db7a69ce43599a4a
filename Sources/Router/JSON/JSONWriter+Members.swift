extension JSONWriter {
  /// Writes an object member: its key, then a string.
  ///
  /// ```swift
  /// writer.member("kind", "route")  // "kind":"route"
  /// ```
  package mutating func member(_ key: String, _ value: String) {
    self.key(key)
    string(value)
  }

  /// Writes an object member: its key, then an integer.
  package mutating func member(_ key: String, _ value: Int) {
    self.key(key)
    integer(value)
  }

  /// Writes an object member: its key, then a double as ``number(_:)`` writes it.
  package mutating func member(_ key: String, _ value: Double) {
    self.key(key)
    number(value)
  }

  /// Writes an object member: its key, then `true` or `false`.
  package mutating func member(_ key: String, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  /// Writes an object member: its key, then an array of strings, in order.
  package mutating func member(_ key: String, strings: some Sequence<String>) {
    self.key(key)
    beginArray()
    for string in strings { self.string(string) }
    endArray()
  }
}
