/// Python's built-in functions and string formatting, as far as a skill's declarations use them.
extension PythonEvaluation {
  /// `template % values` for `%s`, `%d`, `%i` and `%%`, when every value is known; nil otherwise.
  static func percentFormatted(_ template: String, _ values: Value) -> Value? {
    var remaining: [Value]
    if case .list(let elements) = values { remaining = elements } else { remaining = [values] }
    var text = ""
    var characters = template.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        text.append(character)
        continue
      }
      switch characters.next() {
      case "%"?: text.append("%")
      case "s"?, "d"?, "i"?:
        guard !remaining.isEmpty, let value = remaining.removeFirst().text else { return nil }
        text += value
      default: return nil
      }
    }
    return remaining.isEmpty ? .string(text) : nil
  }

  /// `template.format(…)` for fields `{}`, `{0}` and `{name}` (no conversion or specification),
  /// when every value is known; nil otherwise.
  static func formatted(_ template: String, _ positional: [Value], _ named: [String: Value]) -> Value? {
    var text = ""
    var automatic = 0
    var characters = Array(template)[...]
    while let character = characters.popFirst() {
      if (character == "{" || character == "}") && characters.first == character {
        text.append(characters.removeFirst())
        continue
      }
      guard character == "{" else {
        text.append(character)
        continue
      }
      guard let close = characters.firstIndex(of: "}") else { return nil }
      let field = String(characters[..<close])
      characters = characters[(close + 1)...]
      let value: Value?
      if field.isEmpty {
        value = automatic < positional.count ? positional[automatic] : nil
        automatic += 1
      } else if let position = Int(field) {
        value = position < positional.count ? positional[position] : nil
      } else {
        value = named[field]
      }
      guard let written = value?.text else { return nil }
      text += written
    }
    return .string(text)
  }

  /// The most values `range(…)` is read to: a longer range is not known.
  static let rangeLimit = 1_000

  /// What Python's `str(x)`, `range(n)`, `range(a, b)`, `list(x)` and `tuple(x)` give, when their
  /// arguments are known; nil for any other function.
  mutating func builtIn(_ function: String, _ arguments: [PythonArgument]) -> Value? {
    guard ["str", "range", "list", "tuple"].contains(function), bindings[.name]?[function] == nil else { return nil }
    let values = arguments.map { evaluate($0.value).known }
    switch (function, values.count) {
    case ("str", 1):
      return values[0].text.map(Value.string) ?? .unknown("the value of a call")
    case ("list", 1), ("tuple", 1):
      if case .list = values[0] { return values[0] }
      return .unknown("the value of a call")
    case ("range", 1), ("range", 2):
      let bounds = values.compactMap { value -> Int? in
        if case .integer(let bound) = value { return bound }
        return nil
      }
      guard bounds.count == values.count else { return .unknown("a range not written as numbers") }
      let (low, high) = bounds.count == 1 ? (0, bounds[0]) : (bounds[0], bounds[1])
      guard high >= low, high - low <= Self.rangeLimit else { return .unknown("a range of more than 1000 numbers") }
      return .list((low..<high).map(Value.integer))
    default:
      return .unknown("the value of a call")
    }
  }

}
