import DataFormats
import Router

extension HassilReport {
  /// The report for people: the summary, then every failing headline test.
  public var text: String {
    var lines: [String] = []
    lines.append(
      "\(file): \(tests) tests (\(language))"
        + (expectedFailures > 0 ? ", \(expectedFailures) expected to fail" : "") + ", \(passed) passed")
    lines.append("  intent accuracy  \(intentAccuracy.map(Self.percent) ?? "n/a")")
    lines.append("  exact accuracy   \(exactAccuracy.map(Self.percent) ?? "n/a")")
    lines.append(
      "  \(Self.decimal(microsecondsPerSentence)) µs per sentence (median of \(passMicroseconds.count) "
        + "pass\(passMicroseconds.count == 1 ? "" : "es"), recognition only); compiled \(templateCount) templates "
        + "into \(stateCount) states in \(Self.decimal(compileSeconds, digits: 3)) s")
    lines.append(
      "  read \(intentCount) intent\(intentCount == 1 ? "" : "s"), \(sentenceCount) sentence templates, "
        + "\(sentencesLeftOut) left out" + (sentencesLeftOut > 0 ? " (each named in a warning)" : ""))
    if expectedFailures > 0 {
      lines.append("  expected failures that passed: \(expectedFailuresPassed) of \(expectedFailures)")
    }
    let failing = headline.filter { !$0.passed }
    if !failing.isEmpty {
      lines.append("failures:")
      for outcome in failing {
        let test = outcome.test
        lines.append("  \(test.id): \"\(test.sentence)\"")
        lines.append("    expected \(test.intent) \(HassilValue.object(test.slots).json)")
        if let result = outcome.result {
          lines.append("    got      \(result.intent) \(Self.slotsJSON(result.slots)) from \"\(result.template)\"")
        } else {
          lines.append("    got      no match")
        }
        if let reason = outcome.reason { lines.append("    \(reason)") }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as one JSON object.
  public var json: String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("bundle", file)
    writer.member("language", language)
    writer.member("tests", tests)
    writer.member("expectedFailures", expectedFailures)
    writer.member("passed", passed)
    writer.member("failures", failures)
    writer.key("intentAccuracy")
    if let intentAccuracy { writer.number(intentAccuracy) } else { writer.null() }
    writer.key("exactAccuracy")
    if let exactAccuracy { writer.number(exactAccuracy) } else { writer.null() }
    writer.key("checks")
    writer.beginObject()
    for (name, count) in [
      ("intent", headline.count { $0.intentCorrect }),
      ("slots", headline.count { $0.intentCorrect && $0.slotsCorrect }),
      ("slotCombination", headline.count { $0.slotCombinationCorrect }),
      ("nameDomains", headline.count { $0.nameDomainsCorrect }), ("context", headline.count { $0.contextCorrect }),
    ] {
      writer.key(name)
      writer.integer(count)
    }
    writer.endObject()
    writer.member("expectedFailuresPassed", expectedFailuresPassed)
    writer.member("microsecondsPerSentence", Self.rounded(microsecondsPerSentence, digits: 3))
    writer.key("passMicroseconds")
    writer.beginArray()
    for pass in passMicroseconds { writer.number(Self.rounded(pass, digits: 3)) }
    writer.endArray()
    writer.member("compileSeconds", Self.rounded(compileSeconds, digits: 4))
    writer.member("templates", templateCount)
    writer.member("states", stateCount)
    writer.member("intents", intentCount)
    writer.member("sentences", sentenceCount)
    writer.member("sentencesLeftOut", sentencesLeftOut)
    writer.endObject()
    return writer.text
  }

  /// Each failing test as one JSON line: the sentence, what was expected and what was recognized.
  ///
  /// Tests the repository expects to fail are included when they fail, marked `expectedFailure`.
  public var failureLines: [String] {
    outcomes.filter { !$0.passed }.map { outcome in
      let test = outcome.test
      var writer = JSONWriter()
      writer.beginObject()
      writer.member("id", test.id)
      writer.member("sentence", test.sentence)
      writer.member("fixtureSet", test.fixtureSet)
      writer.key("expected")
      writer.beginObject()
      writer.member("intent", test.intent)
      writer.key("slots")
      HassilValue.object(test.slots).write(to: &writer)
      if let combination = test.slotCombination {
        writer.member("slotCombination", combination)
      }
      writer.endObject()
      writer.key("recognized")
      if let result = outcome.result {
        writer.beginObject()
        writer.member("intent", result.intent)
        writer.key("slots")
        writer.beginObject()
        for slot in result.slots {
          writer.key(slot.name)
          slot.value.write(to: &writer)
        }
        writer.endObject()
        writer.member("template", result.template)
        writer.key("metadata")
        (result.metadata ?? .null).write(to: &writer)
        writer.endObject()
      } else {
        writer.null()
      }
      writer.member("reason", outcome.reason ?? "")
      if test.expectedFailure {
        writer.member("expectedFailure", true)
      }
      writer.endObject()
      return writer.text
    }
  }

  static func slotsJSON(_ slots: [HassilSlot]) -> String {
    HassilValue.object(slots.map { HassilMember($0.name, $0.value) }).json
  }

  static func percent(_ value: Double) -> String { decimal(value * 100, digits: 2) + " %" }

  static func rounded(_ value: Double, digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  /// A number with a fixed count of decimals, without Foundation.
  static func decimal(_ value: Double, digits: Int = 2) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let whole = scaled / scale
    let fraction = String(scaled % scale)
    let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    return (value < 0 && scaled > 0 ? "-" : "") + "\(whole)" + (digits > 0 ? "." + padded : "")
  }
}
