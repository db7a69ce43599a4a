extension Walker {
  /// Records the reading that `replayScratch.chosen` spells, keeping the best matches when
  /// more than ``MatchLimits/matches`` are found.
  mutating func report(
    _ template: TemplateID, _ record: Grammar.TemplateRecord, _ namedApplication: AppID?
  ) -> Bool {
    stepCount += 1
    let parameters = grammar.parameterLists[Int(record.parameterList)]
    var captures: [Capture] = []
    captures.reserveCapacity(parameters.count)
    var problems: [SlotProblem] = []
    var quantities: [Double] = []
    var literal = 0
    var name = 0
    var text = 0
    var value = 0
    // Tokens before this one were taken (at least in part) by a glued value, so the glued
    // word's end does not count them as literal again.
    var gluedUpTo = 0
    var isGlued = false
    for (index, step) in path.steps.enumerated() {
      let width = step.end - step.start
      switch step.key >> 32 {
      case GrammarSymbol.tokenFamily:
        literal += width
        continue
      case GrammarSymbol.characterFamily:
        continue
      case GrammarSymbol.markerFamily:
        if step.start >= gluedUpTo { literal += width }
        isGlued = true
        continue
      case GrammarSymbol.gluedValueFamily:
        gluedUpTo = step.end
      default:
        break
      }
      if GrammarSymbol.isApplicationName(key: step.key) {
        name += width
        continue
      }
      let parameter = Int(replayScratch.chosen[index])
      let capture = Capture(
        parameter: parameter, tokens: step.start..<step.end, value: self.value(of: step),
        sourceRange: gluedSourceRange(of: step))
      if step.valueKind == Step.noValue { text += width } else { value += width }
      let found = Self.check(capture, type: parameters[parameter].type, quantities: &quantities)
      if !found.isEmpty { problems += found }
      captures.append(capture)
    }
    if editsBesideFreeText(captures) || takesAnotherAppsWord(template) || leavesNameOut(template) { return false }
    // Inside glued words an optional space left out and one said at a token's edge read alike.
    if isGlued && !gluedReadings.insert(GluedReading(template: template, captures: captures)).inserted { return true }
    var match = GrammarMatch(
      template: template, namedApplication: namedApplication, captures: captures, problems: problems,
      literalTokenCount: literal, nameTokenCount: name, textTokenCount: text, valueTokenCount: value,
      positions: recordsPositions ? Array(replayScratch.positions[0..<path.count]) : nil, quantities: quantities,
      span: path.count > 0 ? path.steps[0].start..<path.steps[path.count - 1].end : 0..<utterance.count)
    if approximation.isActive {
      match.cost = approximation.cost
      match.edits = approximation.edits
    }
    keep(match)
    // A match was reached, kept or not: the path is no dead end.
    return true
  }

  /// The source text a glued value covers when it begins or ends inside a token; nil when it
  /// covers whole tokens.
  private func gluedSourceRange(of step: Step) -> Range<Int>? {
    guard step.startOffset >= 0, step.end > step.start else { return nil }
    let last = step.end - 1
    let endsInside = Int(step.endOffset) < utterance.normalizedByteRange(last).count
    guard step.startOffset > 0 || endsInside else { return nil }
    let start = utterance.sourceOffset(inToken: step.start, normalizedOffset: Int(step.startOffset))
    let end = utterance.sourceOffset(inToken: last, normalizedOffset: Int(step.endOffset))
    return start..<max(start, end)
  }

  /// Adds a match; once ``MatchLimits/matches`` are kept, a new one replaces the worst kept
  /// only if it ranks better (see ``GrammarMatch/ranksBefore(_:)``), so where the limit
  /// cuts does not decide who wins.
  private mutating func keep(_ match: consuming GrammarMatch) {
    guard matches.count >= limits.matches else {
      matches.append(match)
      return
    }
    isTruncated = true
    guard limits.matches > 0 else { return }
    if worstKept == nil {
      worstKept = matches.indices.max { matches[$0].ranksBefore(matches[$1]) }
    }
    guard let worst = worstKept, match.ranksBefore(matches[worst]) else { return }
    matches[worst] = match
    worstKept = nil
  }

  /// Why a capture's value does not fit its parameter's type, if it does not; a measurement's
  /// quantity in the parameter's unit (a list's, each item's) is appended to `quantities`, so
  /// that it is converted once.
  @inline(__always)
  static func check(_ capture: Capture, type: ValueType, quantities: inout [Double]) -> [SlotProblem] {
    let type = type.member(reading: capture.value)
    switch type {
    case .measurement(let dimension, let unit, let bounds):
      guard case .measurement(let number, let spoken) = capture.value else { return [] }
      return quantity(
        number, said: spoken, unit: unit, dimension: dimension, bounds: bounds, parameter: capture.parameter,
        quantities: &quantities)
    case .list(.measurement(let dimension, let unit, let bounds), let maxCount):
      guard case .list(let items) = capture.value else { return [] }
      if let maxCount, items.count > maxCount {
        return [.tooManyItems(parameter: capture.parameter, count: items.count, maximum: maxCount)]
      }
      var found: [SlotProblem] = []
      for item in items {
        guard case .measurement(let number, let spoken) = item.value else { continue }
        found += quantity(
          number, said: spoken, unit: unit, dimension: dimension, bounds: bounds, parameter: capture.parameter,
          quantities: &quantities)
      }
      return found
    default:
      return problems(of: capture.value, tokens: capture.tokens, type: type, parameter: capture.parameter)
    }
  }

  /// A quantity as said, converted to the parameter's unit and appended to `quantities`, and
  /// why it does not fit (its unit unknown, or out of bounds), if it does not.
  @inline(__always)
  private static func quantity(
    _ number: Double, said spoken: String?, unit: String, dimension: Dimension, bounds: ValueBounds, parameter: Int,
    quantities: inout [Double]
  ) -> [SlotProblem] {
    guard let converted = Units.converted(number, from: spoken, to: unit, in: dimension) else {
      return [.unknownUnit(parameter: parameter, unit: spoken ?? unit)]
    }
    quantities.append(converted)
    return problems(parameter, converted, bounds)
  }

  /// Why a value read from some tokens does not fit a parameter's type, if it does not
  /// (measurements are checked, and converted, by ``check(_:type:quantities:)``).
  static func problems(of value: SlotValue, tokens: Range<Int>, type: ValueType, parameter: Int) -> [SlotProblem] {
    switch (type, value) {
    case (.integer(let bounds), .number(let number)), (.ordinal(let bounds), .number(let number)):
      if number.rounded() != number { return [.notWhole(parameter: parameter, value: number)] }
      if abs(number) > SlotProblem.exactIntegerLimit { return [.notExact(parameter: parameter, value: number)] }
      return problems(parameter, number, bounds)
    case (.decimal(let bounds), .number(let number)):
      return problems(parameter, number, bounds)
    case (.text(let maxWords?), _) where tokens.count > maxWords:
      return [.tooManyWords(parameter: parameter, count: tokens.count, maximum: maxWords)]
    case (.duration(let bounds), .duration(let seconds)):
      return problems(parameter, seconds, bounds)
    case (.list(let element, let maxCount), .list(let items)):
      if let maxCount, items.count > maxCount {
        return [.tooManyItems(parameter: parameter, count: items.count, maximum: maxCount)]
      }
      return items.flatMap { problems(of: $0.value, tokens: $0.tokens, type: element, parameter: parameter) }
    default:
      return []
    }
  }

  private static func problems(_ parameter: Int, _ value: Double, _ bounds: ValueBounds) -> [SlotProblem] {
    if let minimum = bounds.min, value < minimum {
      return [.belowMinimum(parameter: parameter, value: value, minimum: minimum)]
    }
    if let maximum = bounds.max, value > maximum {
      return [.aboveMaximum(parameter: parameter, value: value, maximum: maximum)]
    }
    if let step = bounds.step, step > 0 {
      let steps = (value - (bounds.min ?? 0)) / step
      if abs(steps - steps.rounded()) > 1e-9 { return [.offStep(parameter: parameter, value: value, step: step)] }
    }
    return []
  }
}
