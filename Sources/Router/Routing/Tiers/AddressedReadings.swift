import DataFormats
import PhraseGrammar

/// The readings the phrase tier adds where an app is addressed outside its phrases' words: by
/// name at the start or end of the utterance, or by being in front.
extension Router {
  /// Whether to hear an utterance as addressed to the app named at its start or end: when
  /// nothing else routes; when a free-text slot took the name's words ("remind me to buy milk
  /// in Jot"); or when a match names that app and has free text, which the app's other
  /// phrases may read as values ("schedule dentist tomorrow at 3pm in Planner"). Never when
  /// the utterance says one of that app's negative phrases ("jot down a note" for Jot).
  func hears(_ address: (app: Int, request: Range<Int>), among matches: [GrammarMatch]) -> Bool {
    var blocked = Set<Int>()
    for match in matches where templates[Int(match.template.rawValue)].isNegative {
      blocked.insert(templates[Int(match.template.rawValue)].app)
    }
    if blocked.contains(address.app) { return false }
    let viable = matches.filter { match in
      let record = templates[Int(match.template.rawValue)]
      return !record.isNegative && !blocked.contains(record.app) && match.problems.isEmpty
    }
    if viable.isEmpty { return true }
    let named = AppID(rawValue: UInt32(address.app))
    return viable.contains { match in
      match.captures.contains { capture in
        guard case .text = capture.value else { return false }
        return match.namedApplication == named || capture.tokens.lowerBound < address.request.lowerBound
          || capture.tokens.upperBound > address.request.upperBound
      }
    }
  }

  /// The addressed app's readings of the request after (or before) its name: only its phrases,
  /// each naming it, the name's words counted as the name's. A reading already found (as said,
  /// or leaving out another connector word) is not repeated.
  func addressedReadings(
    _ utterance: Utterance, address: (app: Int, request: Range<Int>), among found: [GrammarMatch],
    options: MatchOptions, workspace: inout MatchWorkspace
  ) -> (matches: [GrammarMatch], isTruncated: Bool) {
    var options = options
    let request = utterance.part(address.request)
    let addressing = AddressedApplication(
      application: AppID(rawValue: UInt32(address.app)), connectors: addressBook.connectors)
    options.addressing = addressing
    let addressed = grammar.matches(request, options: options, workspace: &workspace)
    let said = utterance.count - request.count
    var seen = Set(found.map(ReadingKey.init))
    let added = addressed.matches.filter { templates[Int($0.template.rawValue)].app == address.app }.map {
      var match = $0.shifted(by: address.request.lowerBound)
      match.namedApplication = addressing.application
      match.nameTokenCount += said
      return match
    }.filter { seen.insert(ReadingKey($0)).inserted }
    return (added, addressed.isTruncated)
  }

  /// The foreground app's readings of an utterance that leave its name unsaid (with the word
  /// that introduces it), other than those already found.
  func foregroundReadings(
    _ utterance: Utterance, app: Int, among found: [GrammarMatch], options: MatchOptions,
    workspace: inout MatchWorkspace
  ) -> (matches: [GrammarMatch], isTruncated: Bool) {
    var options = options
    let application = AppID(rawValue: UInt32(app))
    options.addressing = AddressedApplication(application: application, connectors: addressBook.connectors)
    let result = grammar.matches(utterance, options: options, workspace: &workspace)
    var seen = Set(found.map(ReadingKey.init))
    let matches = result.matches.filter {
      templates[Int($0.template.rawValue)].app == app && $0.namedApplication == application && $0.nameTokenCount == 0
        && seen.insert(ReadingKey($0)).inserted
    }.map {
      var match = $0
      match.leavesNameToForeground = true
      return match
    }
    return (matches, result.isTruncated)
  }

  /// A reading's template and captures: two matches alike in both are one reading.
  struct ReadingKey: Hashable {
    var template: TemplateID
    var captures: [Capture]

    init(_ match: GrammarMatch) {
      template = match.template
      captures = match.captures
    }
  }
}
