import AppShortcutsImport
import PhraseGrammar

/// What a skill's Python declares about its intents, read without Python: Adapt intents built
/// with `IntentBuilder` and the handler methods that Padatious intent files are bound to.
///
/// Forms read: decorators `@intent_handler(…)` and `@intent_file_handler(…)` (any module prefix)
/// on a `def`, whose argument is an `IntentBuilder(…)` chain, an `"x.intent"` file, or a name (or
/// `self.`/`cls.` attribute) assigned a chain earlier in the file; and the calls
/// `register_intent(chain_or_name, self.handler)` and `register_intent_file("x.intent", self.handler)`.
/// A chain is `IntentBuilder("Name")` (or `IntentBuilder()`) followed by `.require`, `.requires`,
/// `.optionally`, `.optional`, `.one_of`, `.exclude`, `.excludes` with string literals, and
/// `.build()`. Anything else inside a chain (a vocabulary named by a variable or an f-string, an
/// unknown method) is a warning at its line and column, and the chain is read without it.
///
/// A skill that answers questions however they are asked is read as such: a method decorated
/// `@common_query(…)` (OpenVoiceOS), `CQS_match_query_phrase`, the method a `CommonQuerySkill`
/// answers with (Mycroft), or a fallback handler (`@fallback_handler(…)`,
/// `register_fallback(self.handler, …)`), which takes whatever no intent does.
struct SkillPythonReader {
  /// An Adapt intent as declared.
  struct AdaptIntent: Sendable {
    /// The `IntentBuilder` name; nil when empty or not a literal.
    var name: String?
    /// The method the decorator or call binds it to.
    var handler: String?
    var required: [String] = []
    var oneOf: [[String]] = []
    var optional: [String] = []
    var excluded: [String] = []
    var location: FileLocation
  }

  /// A method that answers questions however they are asked.
  struct QuestionAnswerer: Sendable {
    var handler: String
    /// Whether it is a fallback handler rather than a common query.
    var isFallback: Bool
    var location: FileLocation
  }

  /// Every Adapt intent found, in source order.
  private(set) var adaptIntents: [AdaptIntent] = []
  /// `.intent` file names (as written, `what.time.intent`) → the handler method bound to them.
  private(set) var padatiousHandlers: [(file: String, handler: String)] = []
  /// The methods that answer questions (a common query or a fallback), and where they are declared.
  private(set) var questionAnswerers: [QuestionAnswerer] = []
  private(set) var diagnostics: [Diagnostic] = []

  /// Reads one source file.
  mutating func read(_ source: String, file: String) {
    var file = FileReader(tokens: PythonScanner.tokens(of: source), file: file)
    file.read()
    adaptIntents += file.adaptIntents
    padatiousHandlers += file.padatiousHandlers
    questionAnswerers += file.questionAnswerers
    diagnostics += file.diagnostics
  }
}

/// The reading of one file.
private struct FileReader {
  typealias Token = PythonScanner.Token
  let tokens: [Token]
  let file: String
  var adaptIntents: [SkillPythonReader.AdaptIntent] = []
  var padatiousHandlers: [(file: String, handler: String)] = []
  var questionAnswerers: [SkillPythonReader.QuestionAnswerer] = []
  var diagnostics: [Diagnostic] = []
  /// Names (and `self.` attributes) assigned a chain: the index of its `IntentBuilder` token.
  var assigned: [String: Int] = [:]

  static let decorators: Set<String> = ["intent_handler", "intent_file_handler"]
  /// The method a Mycroft `CommonQuerySkill` answers questions with.
  static let commonQueryMethod = "CQS_match_query_phrase"

  init(tokens: [Token], file: String) {
    self.tokens = tokens
    self.file = file
  }

  func location(_ index: Int) -> FileLocation {
    let token = tokens[min(index, tokens.count - 1)]
    return FileLocation(file: file, line: token.line, column: token.column)
  }

  mutating func warn(_ message: String, at index: Int) {
    diagnostics.append(Diagnostic(.warning, message, at: location(index)))
  }

  func name(at index: Int) -> String? {
    guard index >= 0, index < tokens.count, case .name(let name) = tokens[index].kind else { return nil }
    return name
  }

  func isPunctuation(_ character: Character, at index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation(character)
  }

  /// The index after the bracket that closes the one at `index`.
  func skipBrackets(from index: Int) -> Int {
    var depth = 0
    var current = index
    while current < tokens.count {
      if case .punctuation(let character) = tokens[current].kind {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) {
          depth -= 1
          if depth == 0 { return current + 1 }
        }
      }
      current += 1
    }
    return current
  }

  mutating func read() {
    // Assignments first, so that a decorator may name a chain assigned anywhere before it.
    for index in tokens.indices where name(at: index) == "IntentBuilder" && isPunctuation("=", at: index - 1) {
      if let target = name(at: index - 2) { assigned[target] = index }
    }
    var index = 0
    while index < tokens.count {
      if isPunctuation("@", at: index) {
        index = decorator(at: index)
        continue
      }
      if let called = name(at: index), isPunctuation("(", at: index + 1), isPunctuation(".", at: index - 1) {
        if called == "register_intent" || called == "register_intent_file" {
          registration(called, at: index)
        }
        if called == "register_fallback" { fallbackRegistration(at: index) }
      }
      if name(at: index) == "def", name(at: index + 1) == Self.commonQueryMethod {
        questionAnswerers.append(
          .init(handler: Self.commonQueryMethod, isFallback: false, location: location(index + 1)))
      }
      index += 1
    }
  }

  /// A decorator and the `def` after it (past other decorators); returns where to read on.
  mutating func decorator(at start: Int) -> Int {
    var index = start + 1
    var last: String?
    while let part = name(at: index) {
      last = part
      index += 1
      guard isPunctuation(".", at: index) else { break }
      index += 1
    }
    switch last {
    case "common_query"?, "fallback_handler"?:
      if let handler = handler(after: isPunctuation("(", at: index) ? skipBrackets(from: index) : index) {
        questionAnswerers.append(
          .init(handler: handler, isFallback: last == "fallback_handler", location: location(start + 1)))
      }
      return index
    default: break
    }
    guard let last, Self.decorators.contains(last), isPunctuation("(", at: index) else { return index }
    let end = skipBrackets(from: index)
    let handler = self.handler(after: end)
    bind(argumentAt: index + 1, before: end - 1, handler: handler, kind: last)
    return end
  }

  /// The name of the `def` that follows decorators from `index`.
  func handler(after index: Int) -> String? {
    var current = index
    while current < tokens.count {
      switch tokens[current].kind {
      case .newline: current += 1
      case .punctuation("@"):
        current += 1
        while current < tokens.count, tokens[current].kind != .newline { current += 1 }
      case .name("async"): current += 1
      case .name("def"): return name(at: current + 1)
      default: return nil
      }
    }
    return nil
  }

  /// `register_fallback(self.handler, priority)`: the handler is the first argument's last name.
  mutating func fallbackRegistration(at index: Int) {
    var current = index + 2
    var handler: String?
    while current < tokens.count, !isPunctuation(",", at: current), !isPunctuation(")", at: current) {
      if let part = name(at: current) { handler = part }
      current += 1
    }
    guard let handler else { return warn("the handler of 'register_fallback' cannot be read", at: index) }
    questionAnswerers.append(.init(handler: handler, isFallback: true, location: location(index)))
  }

  /// `register_intent(x, self.handler)` and `register_intent_file("x.intent", self.handler)`.
  mutating func registration(_ called: String, at index: Int) {
    let open = index + 1
    let end = skipBrackets(from: open)
    // The handler: the name after the last `.` of the second argument.
    var comma = open + 1
    var depth = 0
    while comma < end - 1 {
      if case .punctuation(let character) = tokens[comma].kind {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        if character == ",", depth == 0 { break }
      }
      comma += 1
    }
    var handler: String?
    var current = comma + 1
    while current < end - 1, tokens[current].kind != .punctuation(",") {
      if let part = name(at: current) { handler = part }
      current += 1
    }
    bind(argumentAt: open + 1, before: comma, handler: handler, kind: called)
  }

  /// Reads the intent an argument (tokens `start..<end`) declares and binds it to a handler.
  mutating func bind(argumentAt start: Int, before end: Int, handler: String?, kind: String) {
    // A keyword argument (`intent_parser=…`, `intent_file=…`) is read as its value.
    if name(at: start) != nil, isPunctuation("=", at: start + 1), start + 2 < end {
      return bind(argumentAt: start + 2, before: end, handler: handler, kind: kind)
    }
    guard start < end else {
      warn("'\(kind)' without an intent", at: start)
      return
    }
    switch tokens[start].kind {
    case .string(let value?) where end == start + 1:
      guard value.hasSuffix(".intent") else {
        warn("'\(value)' is not an '.intent' file; only Padatious files and IntentBuilder chains are read", at: start)
        return
      }
      guard let handler else {
        warn("the intent file '\(value)' is bound to no method that can be read", at: start)
        return
      }
      padatiousHandlers.append((value, handler))
    case .name("IntentBuilder"):
      chain(at: start, handler: handler)
    case .name(let variable):
      // `name`, `self.name` or `cls.name`, maybe with `.build()` after it.
      var target = variable
      if (variable == "self" || variable == "cls"), isPunctuation(".", at: start + 1),
        let attribute = name(at: start + 2)
      {
        target = attribute
      }
      guard let chainStart = assigned[target] else {
        warn("'\(target)' is not assigned an IntentBuilder chain in this file; the intent is left out", at: start)
        return
      }
      chain(at: chainStart, handler: handler)
    default:
      warn("the intent of '\(kind)' cannot be read; it is left out", at: start)
    }
  }

  /// An `IntentBuilder(…)` chain starting at `start`.
  mutating func chain(at start: Int, handler: String?) {
    var intent = SkillPythonReader.AdaptIntent(handler: handler, location: location(start))
    var index = start + 1
    guard isPunctuation("(", at: index) else {
      warn("IntentBuilder without '('", at: start)
      return
    }
    var end = skipBrackets(from: index)
    // `IntentBuilder("Name")`, or `IntentBuilder(intent_name="Name")`.
    let nameToken = end - index == 5 && name(at: index + 1) != nil && isPunctuation("=", at: index + 2) ? 3 : 1
    if case .string(let value)? = end - index == 2 + nameToken ? tokens[index + nameToken].kind : nil {
      intent.name = value.flatMap { $0.isEmpty ? nil : $0 }
      if value == nil { warn("the IntentBuilder name is an f-string; the handler's name is used", at: index + 1) }
    } else if end - index > 2 {
      warn("the IntentBuilder name is not a string literal; the handler's name is used", at: index + 1)
    }
    index = end
    while isPunctuation(".", at: index), let method = name(at: index + 1), isPunctuation("(", at: index + 2) {
      end = skipBrackets(from: index + 2)
      let names = literals(from: index + 3, to: end - 1, method: method)
      switch method {
      case "require", "requires": intent.required += names.prefix(1)
      case "optionally", "optional": intent.optional += names.prefix(1)
      case "one_of": if !names.isEmpty { intent.oneOf.append(names) }
      case "exclude", "excludes": intent.excluded += names.prefix(1)
      case "build": break
      default: warn("'.\(method)(…)' of IntentBuilder is not read", at: index + 1)
      }
      index = end
    }
    guard intent.name != nil || intent.handler != nil else {
      warn("an IntentBuilder chain with no name and no handler method is left out", at: start)
      return
    }
    adaptIntents.append(intent)
  }

  /// The string literals among a call's arguments; anything else is a warning.
  mutating func literals(from start: Int, to end: Int, method: String) -> [String] {
    var names: [String] = []
    var index = start
    var argument = 0
    while index < end {
      switch tokens[index].kind {
      case .string(let value?):
        // A second argument of require/optionally is the slot's alias, not a vocabulary.
        if method == "one_of" || argument == 0 { names.append(value) }
        index += 1
      case .punctuation(","):
        argument += 1
        index += 1
      case .string(nil):
        warn("a vocabulary named by an f-string in '.\(method)(…)' cannot be read; it is left out", at: index)
        index += 1
      default:
        if method == "one_of" || argument == 0 {
          warn(
            "a vocabulary not named by a string literal in '.\(method)(…)' cannot be read; it is left out", at: index)
        }
        // Skip the rest of this argument.
        var depth = 0
        while index < end {
          if case .punctuation(let character) = tokens[index].kind {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { break }
          }
          index += 1
        }
      }
    }
    return names
  }
}
