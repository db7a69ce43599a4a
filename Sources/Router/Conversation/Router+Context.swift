import DataFormats
import PhraseGrammar

extension Router {
  /// Decides a tie between the best matches of several apps or intents by the tie policy:
  /// the index of the one it goes to, if any, and the explanation's words for the decision.
  func breakTie(_ tied: [GrammarMatch], options: RouteOptions) -> (chosen: Int?, note: String) {
    let owners = tied.map { templates[Int($0.template.rawValue)].app }
    let policy = "tie policy '\(options.tieBreak.rawValue)'"
    let names = Array(Set(owners.map { apps[$0].name })).sorted()
    guard names.count > 1 else { return (nil, "ties with another intent of its app; no \(policy) decides that") }
    var candidates = Array(tied.indices)
    if options.tieBreak != .ambiguous, let foreground = options.context?.foreground, owners.contains(foreground) {
      candidates = candidates.filter { owners[$0] == foreground }
      if candidates.count == 1 {
        return (candidates[0], "a tie among \(names.joined(separator: ", ")) goes to \(apps[foreground].name), the app in front (\(policy))")
      }
      return (nil, "a tie among intents of \(apps[foreground].name), the app in front (\(policy))")
    }
    if options.tieBreak == .registered {
      let days = candidates.map { apps[owners[$0]].registered }
      if let first = days.compactMap({ $0 }).min() {
        let earliest = candidates.indices.filter { days[$0] == first }.map { candidates[$0] }
        if earliest.count == 1 {
          let app = apps[owners[earliest[0]]]
          return (
            earliest[0],
            "a tie among \(names.joined(separator: ", ")) goes to \(app.name), registered first, on \(first) (\(policy))"
          )
        }
      }
      return (nil, "a tie among \(names.joined(separator: ", ")): no one app was registered first (\(policy))")
    }
    return (nil, "a tie among \(names.joined(separator: ", ")), left ambiguous (\(policy))")
  }

  /// A routed route with what its intent asks for and reads back: the required parameters left
  /// unset (``Route/needs``), the question for the first (``Route/prompt``), the summary; nil
  /// when the intent asks for and reads back nothing.
  func completed(_ route: Route.Routed, reference: LocalDateTime) -> Route.Routed? {
    guard let index = appIndex[route.app],
      let intent = apps[index].intents.first(where: { $0.id == route.intent }),
      intent.summary != nil || intent.parameters.contains(where: \.isRequired)
    else { return nil }
    var route = route
    route.needs = zip(intent.parameters, route.parameters).filter { declared, result in
      declared.isRequired && result.state == .unset && result.defaultValue == nil
    }.map(\.0.name)
    if let first = route.needs.first, let parameter = intent.parameters.first(where: { $0.name == first }) {
      route.prompt =
        parameter.prompt ?? "What's the \(parameter.title ?? LexiconValue.identifierWords(parameter.name))?"
    } else {
      route.prompt = nil
    }
    if let summary = intent.summary {
      route.summary = SummaryReader.read(
        summary, parameters: route.parameters, declared: intent.parameters,
        defaults: intent.parameters.map { parameter in parameter.defaultValue.map { resolve($0, parameter, intent) } },
        enumCases: intent.values.map { if case .enumeration(let cases) = $0 { cases } else { nil } },
        reference: reference)
    }
    return route
  }

  /// Why a match breaks a dependency between its values (an entity value that `requires` another
  /// parameter to be one of some values, when that parameter has another), or nil when it keeps them.
  func brokenDependency(_ match: GrammarMatch, _ record: TemplateRecord, context: RouteContext?) -> String? {
    let intent = apps[record.app].intents[record.intent]
    for capture in match.captures {
      guard case .entry(let lexicon, let entry) = capture.value, case .entity(let values) = intent.values[capture.parameter],
        let (value, _) = entityValue(values, lexicon: lexicon, entry: entry, context: context)
      else { continue }
      for requirement in value.requires {
        guard let other = intent.parameters.firstIndex(where: { $0.name == requirement.parameter }),
          let id = valueID(of: other, in: match, record, intent: intent, context: context),
          !requirement.values.contains(id)
        else { continue }
        return "'\(intent.parameters[capture.parameter].name)' = '\(value.id)' requires '\(requirement.parameter)' "
          + "to be one of \(requirement.values.map { "'\($0)'" }.joined(separator: ", ")); it is '\(id)'"
      }
    }
    return nil
  }

  /// The id (or text) of the value a match gives a parameter: what a dependency compares.
  private func valueID(
    of parameter: Int, in match: GrammarMatch, _ record: TemplateRecord, intent: IntentRecord, context: RouteContext?
  ) -> String? {
    if let capture = match.captures.first(where: { $0.parameter == parameter }) {
      switch (capture.value, intent.values[parameter]) {
      case (.entry(let lexicon, let entry), .entity(let values)):
        return entityValue(values, lexicon: lexicon, entry: entry, context: context)?.value.id
      case (.entry(_, let entry), .enumeration(let cases)):
        return Int(entry) < cases.count ? cases[Int(entry)].id : nil
      case (.number(let number), _):
        return SummaryReader.digits(number)
      default:
        return nil
      }
    }
    guard let fixed = record.sets.first(where: { $0.parameter == parameter })?.value else { return nil }
    switch fixed {
    case .string(let id): return id
    case .number(let number): return SummaryReader.digits(number)
    default: return nil
    }
  }
}
