import DataFormats
import PhraseGrammar

/// Phrases as said: every app's templates matched against the whole utterance, with two more
/// ways of hearing the same phrases decided together with them (their readings ranked by
/// ``Rank``, which prefers a reading that names its app):
///
/// - an app addressed by name at the start or end ("Water, log 10 ounces"; ``AddressBook``),
///   its request heard among that app's phrases;
/// - the app in front (``RouteContext/foreground``), whose phrases may leave its name unsaid.
///
/// When nothing routes, or free text took a filler word, the request without the fillers
/// around it ("please", "can you"; ``Fillers``) is heard again. A route of a phrase said as
/// written is certain unless a slot took free text, which keyword intents may outread.
struct ExactPhraseTier: RoutingTier {
  let name = "phrases"
  let hearsAsSaid = true

  func mayImprove(_ request: RoutingRequest, in router: Router) -> Bool { request.proposals.isEmpty }

  func propose(_ request: inout RoutingRequest, in router: Router, workspace: inout MatchWorkspace) -> Proposal? {
    let (route, winner) = read(
      request.utterance, isWhole: true, options: request.options, request: &request, router: router,
      workspace: &workspace)
    guard route.outcome == .routed || route.outcome == .ambiguous else {
      request.keepNotes(of: route)
      return nil
    }
    var proposal = Proposal(tier: name, route: route, winner: winner, hearsAsSaid: true)
    // Certain unless a slot took free text, which keyword intents may outread.
    proposal.isCertain = !proposal.hasFreeText
    return proposal
  }

  /// Reads the utterance (`isWhole`), or a part of it once fillers are stripped: the route, and
  /// the winning match when routed. Tokens are the part's; the apps whose negative phrases
  /// match are added to the request's blocked apps.
  private func read(
    _ utterance: Utterance, isWhole: Bool, options: RouteOptions, request: inout RoutingRequest, router: Router,
    workspace: inout MatchWorkspace
  ) -> (route: Route, winner: GrammarMatch?) {
    let matchOptions = options.matchOptions(reference: request.reference)
    let found = router.grammar.matches(utterance, options: matchOptions, workspace: &workspace)
    if isWhole { request.isMatchedAsSaid = !found.matches.isEmpty }
    var readings = found.matches
    var isTruncated = found.isTruncated
    var heard: (app: Int, request: Range<Int>)?
    if options.hearsAddressedApps, let address = router.addressBook.address(in: utterance),
      router.hears(address, among: found.matches)
    {
      let added = router.addressedReadings(
        utterance, address: address, among: found.matches, options: matchOptions, workspace: &workspace)
      if !added.matches.isEmpty {
        heard = address
        readings += added.matches
        isTruncated = isTruncated || added.isTruncated
      }
    }
    if let foreground = options.context?.foreground {
      let added = router.foregroundReadings(
        utterance, app: foreground, among: readings, options: matchOptions, workspace: &workspace)
      readings += added.matches
      isTruncated = isTruncated || added.isTruncated
    }
    var (route, winner) = router.decide(
      readings, utterance: utterance, text: request.text, options: options, blocked: &request.blockedApps)
    let textSpans = options.skipsFillers ? winner.map(Self.textSpans(of:)) ?? [] : []
    route.isTruncated = isTruncated
    if let heard, options.explain {
      route.explanation?.insert(
        .note(
          "heard as addressed to \(router.apps[heard.app].name); matched '\(utterance.text(of: heard.request))' "
            + "among its phrases"), at: 0)
    }
    if options.skipsFillers, route.outcome == .noMatch || !textSpans.isEmpty,
      let core = Fillers.core(of: utterance),
      route.outcome == .noMatch || textSpans.contains(where: { !core.contains($0) })
    {
      var inner = options
      inner.skipsFillers = false
      var (retried, retriedWinner) = read(
        utterance.part(core), isWhole: false, options: inner, request: &request, router: router, workspace: &workspace)
      // A free-text slot that took a filler ("… please") gives way to the request without it.
      if retried.outcome != .noMatch {
        if options.explain {
          // The words as said, not as normalized.
          let skipped = [0..<core.lowerBound, core.upperBound..<utterance.count].filter { !$0.isEmpty }.map {
            utterance.text(of: $0)
          }
          retried.explanation?.insert(.note("matched after skipping '" + skipped.joined(separator: " … ") + "'"), at: 0)
        }
        retried.isTruncated = retried.isTruncated || isTruncated
        return (retried, retriedWinner?.shifted(by: core.lowerBound))
      }
    }
    if options.explain && found.matches.isEmpty && route.outcome == .noMatch {
      route.explanation = (route.explanation ?? []) + [.note(Self.miss(utterance, furthest: found.furthestToken))]
    }
    if isTruncated, options.explain {
      route.explanation?.append(
        .note(
          "the matcher reached its work limit: some readings were not tried, and of the rest the best "
            + "\(options.limits.matches) were kept"))
    }
    return (route, winner)
  }

  /// Why no template matches an utterance, given the furthest token a match reached.
  private static func miss(_ utterance: Utterance, furthest: Int) -> String {
    if utterance.count == 0 { return "the utterance has no words" }
    if furthest == 0 { return "no template begins with '\(utterance.text(of: 0..<1))'" }
    if furthest < utterance.count {
      return "no template matches the whole utterance; the longest match covers "
        + "'\(utterance.text(of: 0..<furthest))' (\(furthest) of \(utterance.count) tokens)"
    }
    return "templates match up to the end of the utterance but none is complete there"
  }

  /// The tokens a match's free-text slots took.
  private static func textSpans(of match: GrammarMatch) -> [Range<Int>] {
    match.captures.compactMap { capture in
      if case .text = capture.value { capture.tokens } else { nil }
    }
  }
}
