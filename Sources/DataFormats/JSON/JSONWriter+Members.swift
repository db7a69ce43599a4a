import PhraseGrammar
extension JSONWriter {
  /// Writes an object member: its key, then whatever `value` writes (one value).
  ///
  /// ```swift
  /// writer.member("kind", "route")                   // "kind":"route"
  /// writer.member("tags") { $0.beginArray(); $0.endArray() }  // "tags":[]
  /// ```
  @inline(__always)
  package mutating func member(_ key: String, _ value: (inout JSONWriter) -> Void) {
    self.key(key)
    value(&self)
  }

  /// Writes an object member: its key, then a string.
  @inline(__always)
  package mutating func member(_ key: String, _ value: String) { member(key) { $0.string(value) } }

  /// Writes an object member: its key, then an integer.
  @inline(__always)
  package mutating func member(_ key: String, _ value: Int) { member(key) { $0.integer(value) } }

  /// Writes an object member: its key, then a double as ``number(_:)`` writes it.
  @inline(__always)
  package mutating func member(_ key: String, _ value: Double) { member(key) { $0.number(value) } }

  /// Writes an object member: its key, then `true` or `false`.
  @inline(__always)
  package mutating func member(_ key: String, _ value: Bool) { member(key) { $0.bool(value) } }

  /// Writes an object member: its key, then an array of strings, in order.
  @inline(__always)
  package mutating func member(_ key: String, strings: some Sequence<String>) {
    member(key) { writer in
      writer.beginArray()
      for string in strings { writer.string(string) }
      writer.endArray()
    }
  }
}

extension JSONWriter {
  /// Writes an object member when there is a value: its key, then the string; nothing when `value` is nil.
  @inline(__always)
  package mutating func member(_ key: String, ifPresent value: String?) {
    if let value { member(key, value) }
  }

  /// Writes an object member when there is a value: its key, then the integer; nothing when `value` is nil.
  @inline(__always)
  package mutating func member(_ key: String, ifPresent value: Int?) {
    if let value { member(key, value) }
  }

  /// Writes an object member when there is a value: its key, then the double; nothing when `value` is nil.
  @inline(__always)
  package mutating func member(_ key: String, ifPresent value: Double?) {
    if let value { member(key, value) }
  }

  /// Writes an object: `{`, whatever `members` writes (keys and their values), then `}`.
  ///
  /// ```swift
  /// writer.object { $0.member("id", "a") }   // {"id":"a"}
  /// ```
  @inline(__always)
  package mutating func object(_ members: (inout JSONWriter) -> Void) {
    beginObject()
    members(&self)
    endObject()
  }

  /// Writes an array: `[`, then each element as `element` writes it, then `]`.
  ///
  /// ```swift
  /// writer.array([1, 2]) { $0.integer($1) }   // [1,2]
  /// ```
  @inline(__always)
  package mutating func array<Elements: Sequence>(
    _ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void
  ) {
    beginArray()
    for item in elements { element(&self, item) }
    endArray()
  }
}
