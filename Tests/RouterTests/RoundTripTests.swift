import Testing

@testable import PhraseGrammar
@testable import Evaluation
@testable import Generation
@testable import Router

/// Utterances generated from every template of the bundled apps route back to
/// their own intent with the values filled in, or are reported ambiguous
/// where another app or intent has the same phrase.
@Suite("Round trip over Corpora/apps")
struct RoundTripTests {
  struct Generated {
    var utterance: String
    var app: String
    var intent: String
    /// Expected `name=value` for every parameter the utterance or phrase gives.
    var expected: [String: String]
  }

  /// A repeatable generator (SplitMix64) so failures can be replayed from the printed seed.
  typealias Seeded = SeededRandom

  static let numberWords = [
    1: "one", 2: "two", 3: "three", 5: "five", 8: "eight", 12: "twelve", 20: "twenty", 40: "forty",
  ]

  static func generate(seed: UInt64) throws -> (Router, [Generated]) {
    let (manifests, _) = try ManifestLoader.load(paths: [packageRoot.appendingPathComponent("Corpora/apps").path])
    let router = try Router(manifests: manifests)
    var random = Seeded(seed: seed)
    var generated: [Generated] = []
    let parser = TemplateParser()
    for manifest in manifests {
      var rules: [String: Template] = [:]
      for (name, body) in manifest.rules { rules[name] = parser.parse(body.text).template }
      let expander = TemplateExpander(rules: rules, limit: 24)
      for intent in manifest.intents {
        for phrase in intent.phrases {
          guard let template = parser.parse(phrase.template.text).template else { continue }
          for pieces in expander.expansions(of: template, seed: random.next()) {
            var text = ""
            var expected: [String: String] = [:]
            var chosen: [String: SampledValue] = [:]
            for (name, value) in phrase.sets {
              expected[name] =
                value.map { Self.describe($0, parameter: intent.parameters.first { $0.name == name }) } ?? "cleared"
            }
            for piece in pieces {
              switch piece {
              case .text(let words):
                text += words
              case .applicationName:
                text += manifest.names.randomElement(using: &random) ?? manifest.app
              case .slot(let name):
                guard let parameter = intent.parameters.first(where: { $0.name == name }) else { continue }
                // Entity values that keep the dependencies with those already chosen.
                let allows = UtteranceGenerator.dependencies(
                  of: parameter, given: chosen, intent: intent, manifest: manifest)
                let (spoken, value) = fill(parameter, manifest, &random, allows: allows)
                text += spoken
                expected[name] = value
                if case .entity = parameter.type, !parameter.isList {
                  chosen[name] = SampledValue(
                    spoken: spoken, expected: .string(String(value.dropFirst().dropLast())), kind: "entity")
                }
              }
            }
            generated.append(Generated(utterance: text, app: manifest.app, intent: intent.id, expected: expected))
          }
        }
      }
    }
    return (router, generated)
  }

  /// The reference time of the generated utterances' dates.
  static let reference = LocalDateTime(year: 2026, month: 11, day: 29, hour: 9, utcOffsetSeconds: -8 * 3_600)

  /// A spoken value for a parameter and the value the route should report.
  static func fill(
    _ parameter: Parameter, _ manifest: Manifest, _ random: inout Seeded,
    allows: ((LexiconValue) -> Bool)? = nil
  ) -> (String, String) {
    guard parameter.isList else { return fillElement(parameter, manifest, &random, allows: allows) }
    let count = Int.random(in: 1...Swift.min(3, parameter.maxCount ?? 3), using: &random)
    let items = (0..<count).map { _ in fillElement(parameter, manifest, &random) }
    var spoken = ""
    for (index, item) in items.enumerated() {
      if index > 0 { spoken += index == items.count - 1 ? " and " : ", " }
      spoken += item.0
    }
    return (spoken, "[" + items.map(\.1).joined(separator: ",") + "]")
  }

  static func fillElement(
    _ parameter: Parameter, _ manifest: Manifest, _ random: inout Seeded, allows: ((LexiconValue) -> Bool)? = nil
  ) -> (String, String) {
    switch parameter.type {
    case .integer(let min, let max):
      let low = Int(min ?? 1)
      let high = Int(max ?? 60)
      let candidates = Array(low...Swift.max(low, Swift.min(high, low + 60)))
      let value = candidates.randomElement(using: &random) ?? low
      if let word = numberWords[value], Bool.random(using: &random) { return (word, "\(value)") }
      return ("\(value)", "\(value)")
    case .ordinal:
      let value = Int.random(in: 1...9, using: &random)
      let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
      let suffix = value == 1 ? "st" : value == 2 ? "nd" : value == 3 ? "rd" : "th"
      return (Bool.random(using: &random) ? words[value - 1] : "\(value)\(suffix)", "\(value)")
    case .decimal(let min, let max):
      let value = ((min ?? 0) + (max ?? 10)) / 2
      return ("\(value)", "\(value)")
    case .measurement(_, let unit, let min, let max):
      let value = Int(((min ?? 1) + (max ?? 20)) / 2)
      let spokenUnit = unit.replacingOccurrences(of: "_", with: " ")
      return (Bool.random(using: &random) ? "\(value) \(spokenUnit)" : "\(value)", "\(value)")
    case .duration:
      let minutes = Int.random(in: 2...50, using: &random)
      return ("\(minutes) minutes", "\(minutes * 60)")
    case .date:
      let choices = [("tomorrow", reference.adding(days: 1).start(of: .day)), ("today", reference.start(of: .day))]
      let choice = choices.randomElement(using: &random) ?? choices[0]
      return (choice.0, "\"\(choice.1.iso8601)\"")
    case .boolean:
      let flag = Bool.random(using: &random)
      return (flag ? "on" : "off", "\(flag)")
    case .string:
      let words = ["zephyr", "quill", "marmalade", "tangent", "lantern"]
      let count = Int.random(in: 1...2, using: &random)
      let text = (0..<count).map { _ in words.randomElement(using: &random) ?? "zephyr" }.joined(separator: " ")
      return (text, "\"\(text)\"")
    case .enumeration(let name):
      let cases = manifest.enums.first { $0.name == name }?.value.cases ?? []
      let value = cases.randomElement(using: &random) ?? LexiconValue(id: "?")
      let spoken = ([value.id] + value.synonyms).randomElement(using: &random) ?? value.id
      return (spoken, "\"\(value.id)\"")
    case .entity(let name):
      let all = manifest.entities.first { $0.name == name }?.value.values ?? []
      let allowed = all.filter { allows?($0) ?? true }
      let value = (allowed.isEmpty ? all : allowed).randomElement(using: &random) ?? LexiconValue(id: "?")
      // A name another value has too names either.
      let others = Set(all.filter { $0.id != value.id }.flatMap { [$0.name ?? $0.id] + $0.synonyms })
      let names = ([value.name ?? value.id] + value.synonyms).filter { !others.contains($0) }
      let spoken = names.randomElement(using: &random) ?? value.id
      return (spoken, "\"\(value.id)\"")
    case .recurrence:
      return Bool.random(using: &random) ? ("every day", "daily/1") : ("every other week", "weekly/2")
    case .union(let members):
      var member = parameter
      member.type = members.randomElement(using: &random) ?? members[0]
      return fillElement(member, manifest, &random, allows: allows)
    }
  }

  static func describe(_ value: FixedValue, parameter: Parameter?) -> String {
    switch value {
    case .number(let number): number.rounded() == number ? "\(Int(number))" : "\(number)"
    case .bool(let flag): "\(flag)"
    case .string(let text): "\"\(text)\""
    case .list(let values): "[" + values.map { describe($0, parameter: parameter) }.joined(separator: ",") + "]"
    }
  }

  /// The value a route reports for a parameter, in the same notation.
  static func reported(_ parameter: ParameterResult) -> String? {
    switch parameter.state {
    case .cleared: return "cleared"
    case .unset: return nil
    case .set: return parameter.value.map(notation)
    }
  }

  static func notation(_ value: ResolvedValue) -> String {
    switch value {
    case .number(let number), .measurement(let number, _, _, _), .duration(let number):
      number.rounded() == number ? "\(Int(number))" : "\(number)"
    case .bool(let flag): "\(flag)"
    case .string(let text): "\"\(text.lowercased())\""
    case .enumCase(let id), .entity(let id, _, _): "\"\(id)\""
    case .date(let date): "\"\(date.start.iso8601)\""
    case .recurrence(let rule): "\(rule.frequency.rawValue)/\(rule.interval)"
    case .list(let values): "[" + values.map(notation).joined(separator: ",") + "]"
    }
  }

  @Test("every template routes back to its intent with its values", arguments: [UInt64(7), 2026])
  func roundTrip(seed: UInt64) throws {
    let (router, generated) = try Self.generate(seed: seed)
    #expect(generated.count > 300)
    var failures: [String] = []
    var ambiguous = 0
    for item in generated {
      let route = router.route(item.utterance, options: RouteOptions(reference: Self.reference))
      switch route.outcome {
      case .routed where route.app == item.app && route.intent == item.intent:
        var actual: [String: String] = [:]
        for parameter in route.parameters { actual[parameter.name] = Self.reported(parameter) }
        if actual != item.expected {
          failures.append("\(item.utterance): expected \(item.expected), got \(actual)")
        }
      case .ambiguous where route.candidates.contains { $0.app == item.app && $0.intent == item.intent }:
        ambiguous += 1
      default:
        failures.append("\(item.utterance): expected \(item.app).\(item.intent), got \(route.verdict)")
      }
    }
    #expect(
      failures.isEmpty,
      "seed \(seed): \(failures.count) of \(generated.count) failed:\n\(failures.prefix(40).joined(separator: "\n"))")
    #expect(ambiguous < generated.count / 4, "seed \(seed): \(ambiguous) ambiguous")
  }
}
