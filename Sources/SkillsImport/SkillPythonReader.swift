import AppShortcutsImport
import PhraseGrammar

/// What a skill's Python declares about its intents, read without Python: Adapt intents built
/// with `IntentBuilder` or `AdaptIntent`, the handler methods that Padatious intent files are bound
/// to, vocabularies and regular expressions registered in code, and the conversation contexts the
/// skill sets.
///
/// The file is parsed (``PythonParser``) and its statements are evaluated in order, as far as
/// they can be without running it: string literals, their `+`, names and attributes (`self.x`,
/// `cls.x`, `Class.x`) bound to strings, lists or builder chains (bound before their use, else
/// anywhere in the file), `for` loops over lists of known values, and imports under another name
/// (`from adapt.intent import IntentBuilder as IB`). A chain is `IntentBuilder("Name")` (or
/// `IntentBuilder()`, `intent_name=`) and its `.require`, `.requires`, `.optionally`, `.optional`,
/// `.one_of`, `.exclude`, `.excludes` and `.build()`, in one expression or in statements on a
/// name that holds it. Intents are declared by `@intent_handler(…)` and `@intent_file_handler(…)`
/// (any module prefix) on a `def`, and by `register_intent(…, handler)` and
/// `register_intent_file(…, handler)`. Strings are formatted as Python formats them when every
/// value is known: f-strings (`f"{self.name}Intent"`, no format specification), `%s` and
/// `.format(…)`. What cannot be resolved statically (a field, a name bound by a call, a loop over
/// values not written in the file) is a warning at its line and column, and is left out, not
/// guessed.
///
/// A skill that answers questions however they are asked is read as such: a method decorated
/// `@common_query(…)` (OpenVoiceOS), `CQS_match_query_phrase`, the method a `CommonQuerySkill`
/// answers with (Mycroft), or a fallback handler (`@fallback_handler(…)`,
/// `register_fallback(self.handler, …)`), which takes whatever no intent does. A common play
/// search (`CPS_match_query_phrase`, `@ocp_search`) is found too: the assistant's play pipeline
/// asks it for "play …" requests.
struct SkillPythonReader {
  /// An Adapt intent as declared.
  struct AdaptIntent: Sendable {
    /// The intent's name; nil when empty or not known.
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

  /// A vocabulary phrase (`register_vocabulary("weather", "Weather")`) or a regular expression
  /// (`register_regex(…)`, with `name` nil) registered in code.
  struct Registration: Sendable {
    var name: String?
    var text: String
    var location: FileLocation
  }

  /// Every Adapt intent found, in source order.
  private(set) var adaptIntents: [AdaptIntent] = []
  /// `.intent` file names (as written, `what.time.intent`) → the handler method bound to them.
  private(set) var padatiousHandlers: [(file: String, handler: String)] = []
  /// The methods that answer questions (a common query or a fallback), and where they are declared.
  private(set) var questionAnswerers: [QuestionAnswerer] = []
  /// Vocabulary phrases and regular expressions registered in code.
  private(set) var registrations: [Registration] = []
  /// The intents declared that cannot be read, by name or handler.
  private(set) var leftOut: [ImportSummary.LeftOut] = []
  /// The methods a common play skill answers "play …" requests with (`CPS_match_query_phrase`,
  /// `@ocp_search`), which the assistant's play pipeline asks, not an intent.
  private(set) var playSearches: [(handler: String, location: FileLocation)] = []
  /// The names of the conversation contexts the skill sets (`@adds_context("X")`,
  /// `set_context("X")`): an intent may require one as it requires a vocabulary.
  private(set) var contexts: Set<String> = []
  private(set) var diagnostics: [Diagnostic] = []

  /// Reads one source file.
  mutating func read(_ source: String, file: String) {
    let tokens = PythonScanner.tokens(of: source)
    var evaluation = PythonEvaluation(tokens: tokens, statements: PythonParser.statements(of: tokens), file: file)
    evaluation.run()
    adaptIntents += evaluation.adaptIntents
    padatiousHandlers += evaluation.padatiousHandlers
    questionAnswerers += evaluation.questionAnswerers
    registrations += evaluation.registrations
    leftOut += evaluation.leftOut
    playSearches += evaluation.playSearches
    contexts.formUnion(evaluation.contexts)
    diagnostics += evaluation.diagnostics
  }
}

/// The evaluation of one file's statements.
struct PythonEvaluation {
  /// What an expression is known to be.
  enum Value {
    case string(String)
    case integer(Int)
    case list([Value])
    /// An intent builder: its index in ``builders``.
    case builder(Int)
    /// `self.name` where nothing binds `name`: a method, maybe a handler.
    case method(String)
    /// Not known, and why (for the warning).
    case unknown(String)

    /// What `str()` gives for a string or a whole number; nil for anything else.
    var text: String? {
      switch self {
      case .string(let text): text
      case .integer(let value): String(value)
      default: nil
      }
    }

    /// The value, a method being a name not known.
    var known: Value {
      guard case .method(let name) = self else { return self }
      return .unknown("'\(name)' is not bound to a value written in the file")
    }
  }

  let tokens: [PythonScanner.Token]
  let statements: [PythonStatement]
  let file: String
  var adaptIntents: [SkillPythonReader.AdaptIntent] = []
  var padatiousHandlers: [(file: String, handler: String)] = []
  var questionAnswerers: [SkillPythonReader.QuestionAnswerer] = []
  var registrations: [SkillPythonReader.Registration] = []
  var leftOut: [ImportSummary.LeftOut] = []
  var playSearches: [(handler: String, location: FileLocation)] = []
  var contexts: Set<String> = []
  var diagnostics: [Diagnostic] = []
  var builders: [SkillPythonReader.AdaptIntent] = []
  /// Names bound so far, in two namespaces: plain names (`x`, in any scope), and attributes
  /// (`self.x`, `cls.x`, `Class.x`, and names bound in a class's body).
  var bindings: [Namespace: [String: Value]] = [:]
  /// By namespace and name: the statement that binds it last in the file, for a name used before
  /// it is bound.
  var lastAssignment: [Namespace: [String: Int]] = [:]
  /// Names being evaluated from their last assignment (a name bound to itself is not known).
  var resolving: Set<[String]> = []
  /// By statement: whether it is in a class's body, where a name binds an attribute too.
  var inClassBody: [Bool] = []
  /// Assignments evaluated before their turn, for a name used before it is bound: their values,
  /// by statement, so that each is evaluated (and warned of) once.
  var evaluatedAhead: [Int: Value] = [:]
  /// Imported names by alias (`IB` → `IntentBuilder`).
  var aliases: [String: String] = [:]

  enum Namespace: Hashable {
    case name
    case attribute
  }

  static let builderNames: Set<String> = ["IntentBuilder", "AdaptIntent"]
  static let intentDecorators: Set<String> = ["intent_handler", "intent_file_handler"]
  /// The method a Mycroft `CommonQuerySkill` answers questions with.
  static let commonQueryMethod = "CQS_match_query_phrase"
  /// The method a Mycroft `CommonPlaySkill` answers "play …" requests with.
  static let commonPlayMethod = "CPS_match_query_phrase"

  init(tokens: [PythonScanner.Token], statements: [PythonStatement], file: String) {
    self.tokens = tokens
    self.statements = statements
    self.file = file
    // The definitions open at each statement: (indent, is a class).
    var open: [(indent: Int, isClass: Bool)] = []
    for (position, statement) in statements.enumerated() {
      while let last = open.last, last.indent >= statement.indent { open.removeLast() }
      inClassBody.append(open.last?.isClass ?? false)
      switch statement.kind {
      case .definition(_, _, let isClass): open.append((statement.indent, isClass))
      case .assignment(let targets, _):
        for (namespace, name) in targets.flatMap({ Self.bound($0, inClassBody: inClassBody[position]) }) {
          lastAssignment[namespace, default: [:]][name] = position
        }
      default: break
      }
    }
  }

  /// Where assigning to `target` binds: an attribute of `self`, `cls` or a class; a name, and in a
  /// class's body an attribute too; nothing for a subscript or an attribute of anything else.
  static func bound(_ target: PythonExpression, inClassBody: Bool) -> [(Namespace, String)] {
    switch target {
    case .name(let name, _): inClassBody ? [(.name, name), (.attribute, name)] : [(.name, name)]
    case .attribute(let base, let name, _): isOwner(base) ? [(.attribute, name)] : []
    default: []
    }
  }

  /// Whether attributes of `base` are the skill's own: `self`, `cls`, or a class by its name.
  static func isOwner(_ base: PythonExpression) -> Bool {
    guard case .name(let owner, _) = base else { return false }
    return owner == "self" || owner == "cls" || owner.first?.isUppercase == true
  }

  func location(_ token: Int) -> FileLocation {
    guard !tokens.isEmpty else { return FileLocation(file: file, line: 1, column: 1) }
    let token = tokens[min(max(0, token), tokens.count - 1)]
    return FileLocation(file: file, line: token.line, column: token.column)
  }

  mutating func warn(_ message: String, at token: Int) {
    diagnostics.append(Diagnostic(.warning, message, at: location(token)))
  }

  /// A callee's name, an import's alias resolved: `IntentBuilder` for `IB` or `adapt.intent.IntentBuilder`.
  func calleeName(_ callee: PythonExpression) -> String? {
    callee.lastName.map { aliases[$0] ?? $0 }
  }

  // MARK: Statements

  mutating func run() {
    run(statements.indices)
  }

  mutating func run(_ range: Range<Int>) {
    var position = range.lowerBound
    while position < range.upperBound {
      let statement = statements[position]
      let index = position
      position += 1
      switch statement.kind {
      case .importing(let names):
        for (alias, name) in names {
          let last = String(name.split(separator: ".").last ?? "")
          if alias != last { aliases[alias] = last }
        }
      case .assignment(let targets, let value):
        let evaluated = evaluatedAhead.removeValue(forKey: index) ?? evaluate(value)
        for target in targets { bind(target, to: evaluated, inClassBody: inClassBody[index]) }
      case .expression(let expression):
        _ = evaluate(expression)
      case .definition(let name, let decorators, let isClass):
        if !isClass { define(name, decorators: decorators, at: statement.token) }
      case .loop(let targets, let sequence):
        // The body: the statements indented further.
        var end = position
        while end < range.upperBound, statements[end].indent > statement.indent { end += 1 }
        switch evaluate(sequence) {
        case .list(let elements):
          for element in elements {
            bind(targets, to: element)
            run(position..<end)
          }
        case .string, .integer, .builder, .method, .unknown:
          bind(targets, to: .unknown("a loop over values not written in the file"))
          run(position..<end)
        }
        position = end
      case .other:
        break
      }
    }
  }

  mutating func bind(_ target: PythonExpression, to value: Value, inClassBody: Bool = false) {
    if case .sequence(let parts, _) = target {
      let values: [Value]
      if case .list(let elements) = value, elements.count == parts.count {
        values = elements
      } else {
        values = Array(repeating: .unknown("unpacked from a value not known"), count: parts.count)
      }
      for (part, value) in zip(parts, values) { bind(part, to: value, inClassBody: inClassBody) }
      return
    }
    for (namespace, name) in Self.bound(target, inClassBody: inClassBody) {
      bindings[namespace, default: [:]][name] = value
    }
  }

  /// A method and its decorators.
  mutating func define(_ name: String, decorators: [PythonExpression], at token: Int) {
    if name == Self.commonQueryMethod {
      questionAnswerers.append(.init(handler: name, isFallback: false, location: location(token)))
    }
    if name == Self.commonPlayMethod { playSearches.append((name, location(token))) }
    for decorator in decorators {
      var callee = decorator
      var arguments: [PythonArgument] = []
      if case .call(let called, let given, _) = decorator {
        callee = called
        arguments = given
      }
      switch calleeName(callee) {
      case "common_query"?, "fallback_handler"?:
        questionAnswerers.append(
          .init(
            handler: name, isFallback: calleeName(callee) == "fallback_handler", location: location(decorator.token)))
      case let decorated? where Self.intentDecorators.contains(decorated):
        let intentKeywords: Set<String> = ["intent_parser", "intent_file", "intent"]
        guard
          let argument = arguments.first(where: { $0.keyword == nil })
            ?? arguments.first(where: { intentKeywords.contains($0.keyword ?? "") })
        else {
          warn("'@\(decorated)' without an intent", at: decorator.token)
          continue
        }
        declare(evaluate(argument.value), handler: name, kind: decorated, at: argument.value.token)
      case "ocp_search"?:
        playSearches.append((name, location(decorator.token)))
      case "adds_context"?:
        for argument in arguments {
          if case .string(let context) = evaluate(argument.value) { contexts.insert(context) }
        }
      default:
        break
      }
    }
  }

  /// Binds what an intent declaration names (a builder, or a Padatious file) to its handler.
  mutating func declare(_ value: Value, handler: String?, kind: String, at token: Int) {
    func leaveOut(_ reason: String) {
      warn("the intent of '\(kind)' \(reason); it is left out", at: token)
      leftOut.append(.init(intent: handler ?? "?", reason: reason, location: location(token)))
    }
    switch value.known {
    case .builder(let index):
      var intent = builders[index]
      intent.handler = handler
      guard intent.name != nil || intent.handler != nil else { return leaveOut("has no name and no handler method") }
      adaptIntents.append(intent)
    case .string(let file):
      guard file.hasSuffix(".intent") else {
        return leaveOut("is '\(file)', not an '.intent' file nor an intent builder")
      }
      guard let handler else {
        return warn("the intent file '\(file)' is bound to no method that can be read", at: token)
      }
      padatiousHandlers.append((file, handler))
    case .list, .integer:
      leaveOut("is not an intent")
    case .unknown(let reason):
      leaveOut("cannot be read (\(reason))")
    case .method: break
    }
  }

  // MARK: Expressions

  mutating func evaluate(_ expression: PythonExpression) -> Value {
    switch expression {
    case .string(let value, _):
      return .string(value)
    case .formatted(let parts, _):
      var text = ""
      for part in parts {
        switch part {
        case .text(let written): text += written
        case .field(let field):
          let value = evaluate(field).known
          guard let written = value.text else {
            if case .unknown(let reason) = value { return .unknown(reason) }
            return .unknown("an f-string's field that is not a string nor a number")
          }
          text += written
        }
      }
      return .string(text)
    case .integer(let value, _):
      return .integer(value)
    case .sequence(let elements, _):
      return .list(elements.map { evaluate($0) })
    case .name(let name, _):
      return lookUp(name, in: .name)
    case .attribute(let base, let name, _):
      if Self.isOwner(base) {
        let isBound = bindings[.attribute]?[name] != nil || lastAssignment[.attribute]?[name] != nil
        return isBound ? lookUp(name, in: .attribute) : .method(name)
      }
      return .unknown("'\(name)' is an attribute of something not known")
    case .binary(let left, let symbol, let right, _):
      switch (evaluate(left).known, symbol, evaluate(right).known) {
      case (.string(let left), "+", .string(let right)): return .string(left + right)
      case (.integer(let left), "+", .integer(let right)): return .integer(left &+ right)
      case (.list(let left), "+", .list(let right)): return .list(left + right)
      case (.unknown(let reason), _, _), (_, _, .unknown(let reason)): return .unknown(reason)
      case (.string(let template), "%", let values):
        return Self.percentFormatted(template, values) ?? .unknown("a '%' format that is not read")
      default: return .unknown("an operation on strings")
      }
    case .call(let callee, let arguments, let token):
      return call(callee, arguments, at: token)
    case .other:
      return .unknown("an expression that is not read")
    }
  }

  mutating func lookUp(_ name: String, in namespace: Namespace) -> Value {
    if let value = bindings[namespace]?[name] { return value }
    let key = ["\(namespace)", name]
    guard let position = lastAssignment[namespace]?[name], !resolving.contains(key),
      case .assignment(_, let value) = statements[position].kind
    else {
      return .unknown("'\(name)' is not bound to a value written in the file")
    }
    if let value = evaluatedAhead[position] { return value }
    resolving.insert(key)
    defer { resolving.remove(key) }
    let evaluated = evaluate(value)
    evaluatedAhead[position] = evaluated
    return evaluated
  }

  mutating func call(_ callee: PythonExpression, _ arguments: [PythonArgument], at token: Int) -> Value {
    let called = calleeName(callee)
    if let called, Self.builderNames.contains(called) { return builder(arguments, at: token) }
    if case .name(let function, _) = callee, let value = builtIn(function, arguments) { return value }
    if case .attribute(let base, let method, _) = callee {
      switch evaluate(base).known {
      case .builder(let index):
        chain(index, method, arguments, at: token)
        return .builder(index)
      case .string(let template) where method == "format":
        var positional: [Value] = []
        var named: [String: Value] = [:]
        for argument in arguments {
          let value = evaluate(argument.value).known
          if let keyword = argument.keyword { named[keyword] = value } else { positional.append(value) }
        }
        return Self.formatted(template, positional, named) ?? .unknown("a 'format' whose fields are not known")
      default:
        break
      }
    }
    func argument(_ position: Int, _ keywords: Set<String>) -> PythonExpression? {
      arguments.first { $0.keyword.map(keywords.contains) ?? false }?.value
        ?? arguments.filter { $0.keyword == nil }.dropFirst(position).first?.value
    }
    switch called {
    case "register_intent"?, "register_intent_file"?:
      guard let intent = argument(0, ["intent_parser", "intent_file", "intent"]) else {
        warn("'\(called!)' without an intent", at: token)
        break
      }
      let method = argument(1, ["handler"]).flatMap { handler($0) }
      declare(evaluate(intent), handler: method, kind: called!, at: intent.token)
    case "register_fallback"?:
      guard let handler = argument(0, ["handler"]).flatMap({ handler($0) }) else {
        warn("the handler of 'register_fallback' cannot be read", at: token)
        break
      }
      questionAnswerers.append(.init(handler: handler, isFallback: true, location: location(token)))
    case "register_vocabulary"?:
      let entity = argument(0, ["entity"]).map { evaluate($0).known }
      let type = argument(1, ["entity_type"]).map { evaluate($0).known }
      guard case .string(let phrase)? = entity, case .string(let name)? = type else {
        warn("a vocabulary registered in code whose words or name cannot be read is left out", at: token)
        break
      }
      registrations.append(.init(name: name, text: phrase, location: location(token)))
    case "register_regex"?:
      guard let pattern = argument(0, ["regex_str", "regex"]), case .string(let text) = evaluate(pattern) else {
        warn("a regular expression registered in code that cannot be read is left out", at: token)
        break
      }
      registrations.append(.init(name: nil, text: text, location: location(token)))
    case "set_context"?:
      if let context = argument(0, ["context"]), case .string(let name) = evaluate(context) { contexts.insert(name) }
    default:
      break
    }
    return .unknown("the value of a call")
  }

  /// The method an expression names as a handler: `self.handle_x`, or a name bound to one.
  mutating func handler(_ expression: PythonExpression) -> String? {
    if case .method(let name) = evaluate(expression) { return name }
    return expression.lastName
  }

  /// `IntentBuilder("Name")`, `IntentBuilder(intent_name="Name")` or `IntentBuilder()`.
  mutating func builder(_ arguments: [PythonArgument], at token: Int) -> Value {
    var intent = SkillPythonReader.AdaptIntent(location: location(token))
    if let argument = arguments.first {
      switch evaluate(argument.value).known {
      case .string(let name): intent.name = name.isEmpty ? nil : name
      case .unknown(let reason):
        warn("the intent's name cannot be read (\(reason)); the handler's name is used", at: argument.value.token)
      case .list, .integer, .builder, .method:
        warn("the intent's name is not a string; the handler's name is used", at: argument.value.token)
      }
    }
    builders.append(intent)
    return .builder(builders.count - 1)
  }

  /// One method of a chain, applied to its builder.
  mutating func chain(_ index: Int, _ method: String, _ arguments: [PythonArgument], at token: Int) {
    // A second argument of require/optionally is the slot's alias, not a vocabulary.
    let named = method == "one_of" ? arguments : Array(arguments.prefix(1))
    var names: [String] = []
    for argument in named {
      switch evaluate(argument.value).known {
      case .string(let name): names.append(name)
      case .list(let values) where method == "one_of":
        for case .string(let name) in values { names.append(name) }
      case .unknown(let reason):
        warn("a vocabulary of '.\(method)(…)' cannot be read (\(reason)); it is left out", at: argument.value.token)
      default:
        warn("a vocabulary of '.\(method)(…)' is not a string; it is left out", at: argument.value.token)
      }
    }
    switch method {
    case "require", "requires": builders[index].required += names
    case "optionally", "optional": builders[index].optional += names
    case "one_of": if !names.isEmpty { builders[index].oneOf.append(names) }
    case "exclude", "excludes": builders[index].excluded += names
    case "build": break
    default: warn("'.\(method)(…)' of an intent builder is not read", at: token)
    }
  }
}
