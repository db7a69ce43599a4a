import DataFormats
import Evaluation
import PhraseGrammar
import Router

/// A slot value as said, with the value the router should report for it.
public struct SampledValue: Hashable, Sendable {
  /// The words that fill the slot: "12 ounces", "tomorrow at 3pm", "eggs and milk".
  public var spoken: String
  /// The same value with its numbers said the other way round ("twelve ounces"), when it has numbers.
  public var alternate: String?
  /// The value a route should report, as a corpus label.
  public var expected: ExpectedValue
  /// A measurement's unit, as the manifest declares it.
  public var unit: String?
  /// The kind of value, for tags: `integer`, `ordinal`, `decimal`, `boolean`, `string`, `enum`, `entity`,
  /// `measurement`, `duration` or `date`.
  public var kind: String
  /// Whether the value is a date, so its line needs the reference time.
  public var isDate: Bool { kind == "date" }
}

/// Samples spoken values for parameters, and computes what each denotes, independently of the router's readers.
///
/// Numbers are digits or English words (kanji in Japanese phrases) within the
/// parameter's `min` and `max`; measurements are in the parameter's unit, in
/// another unit of its dimension (the expected value converted with the
/// router's own unit conversion), or a bare number; durations are counts of
/// seconds, minutes, hours or days; dates are relative to the reference time,
/// in forms whose meaning `Docs/Manifest.md` fixes ("tomorrow at 3pm", "in 2 hours",
/// "friday", "next week", "March 5th", "tonight"); enum cases and entity values
/// by name or synonym (expected: the id); free text from a small word list.
public struct ValueSampler: Sendable {
  /// The reference time dates are relative to.
  public var reference: LocalDateTime

  /// A sampler whose dates are relative to `reference`.
  public init(reference: LocalDateTime) {
    self.reference = reference
  }

  /// Free-text words: no number, date, unit, or word the bundled templates use.
  public static let englishWords = [
    "zephyr", "quill", "marmalade", "tangent", "lantern", "juniper", "saffron", "cobalt", "meadow", "pebble",
    "harbor", "violin",
  ]
  /// Free-text words for Japanese phrases.
  public static let japaneseWords = ["牛乳", "散歩", "洗濯", "宿題", "買い物", "掃除"]

  /// A value for a parameter of an app, said in a locale after the words `before`.
  ///
  /// `before` is the utterance so far; it keeps articles and prepositions from
  /// doubling ("start a a minute timer", "for on friday").
  /// `allows` keeps the entity values the other parameters' values allow (`LexiconValue/requires`).
  public func sample(
    _ parameter: Parameter, of manifest: Manifest, locale: String, before: String, random: inout SeededRandom,
    allows: (@Sendable (LexiconValue) -> Bool)? = nil
  ) -> SampledValue {
    var context = Context(manifest: manifest, japanese: locale.hasPrefix("ja"), before: Self.lastWord(of: before))
    context.allows = allows
    guard parameter.isList else { return element(parameter.type, context, &random) }
    let count = random.int(in: 1...max(1, min(3, parameter.maxCount ?? 3)))
    var items: [SampledValue] = []
    for _ in 0..<count * 4 where items.count < count {
      var item = element(parameter.type, context, &random, inList: true)
      item.spoken = String(item.spoken.filter { $0 != "," })
      item.alternate = item.alternate.map { String($0.filter { $0 != "," }) }
      if !items.contains(where: { $0.spoken == item.spoken || $0.expected == item.expected }) { items.append(item) }
    }
    let spoken = Self.joinList(items.map(\.spoken), japanese: context.japanese)
    let hasAlternate = items.contains { $0.alternate != nil }
    return SampledValue(
      spoken: spoken,
      alternate: hasAlternate
        ? Self.joinList(items.map { $0.alternate ?? $0.spoken }, japanese: context.japanese) : nil,
      expected: .list(items.map(\.expected)), unit: items.first?.unit, kind: items.first?.kind ?? parameter.type.name)
  }

  /// "a", "a and b", "a, b and c"; in Japanese 「aとb」, 「a、bとc」.
  static func joinList(_ items: [String], japanese: Bool) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    let head = items.dropLast().joined(separator: japanese ? "、" : ", ")
    return head + (japanese ? "と" : " and ") + last
  }

  /// The last word of a text, lowercased.
  static func lastWord(of text: String) -> String {
    String(text.lowercased().split(separator: " ").last ?? "")
  }

  /// What a value is sampled for: the app, the language, and the word before the slot.
  struct Context {
    var manifest: Manifest
    var japanese: Bool
    /// The last word before the slot, lowercased.
    var before: String
    /// Whether the value is a member of a union with a duration, which reads "in 2 hours" first.
    var isDurationToo = false
    /// Which entity values the other parameters' values allow; nil for all.
    var allows: (@Sendable (LexiconValue) -> Bool)?

    var afterArticle: Bool { before == "a" || before == "an" }
    var afterPreposition: Bool { ["for", "on", "at", "in", "by", "until", "to"].contains(before) }
  }

  /// One value of a type (an item, for a list).
  private func element(
    _ type: ParameterType, _ context: Context, _ random: inout SeededRandom, inList: Bool = false
  ) -> SampledValue {
    switch type {
    case .integer(let min, let max):
      let (low, high) = Self.integerRange(min: min, max: max, defaultLow: 1, defaultSpan: 99)
      let value = random.int(in: low...high)
      let (spoken, alternate) = Self.say(value, japanese: context.japanese, &random)
      return SampledValue(spoken: spoken, alternate: alternate, expected: .number(Double(value)), kind: "integer")
    case .ordinal(let min, let max):
      let (low, high) = Self.integerRange(min: Swift.max(min ?? 1, 1), max: max, defaultLow: 1, defaultSpan: 30)
      let value = random.int(in: low...high)
      let words: String
      let digits: String
      if context.japanese {
        (words, digits) = ("第" + NumberWords.japanese(value), "第\(value)")
      } else {
        (words, digits) = (NumberWords.englishOrdinal(value), "\(value)" + NumberWords.ordinalSuffix(value))
      }
      let useWords = random.bool()
      return SampledValue(
        spoken: useWords ? words : digits, alternate: useWords ? digits : words, expected: .number(Double(value)),
        kind: "ordinal")
    case .decimal(let min, let max):
      let low = min ?? 0
      let high = max ?? low + 10
      let value = Self.niceValue(from: low, to: high, random: &random) ?? low
      let (spoken, alternate) = Self.say(decimal: value, japanese: context.japanese, &random)
      return SampledValue(spoken: spoken, alternate: alternate, expected: .number(value), kind: "decimal")
    case .boolean:
      let pairs = [("on", "off"), ("enable", "disable"), ("yes", "no"), ("true", "false"), ("enabled", "disabled")]
      let flag = random.bool()
      let pair = random.pick(pairs) ?? ("on", "off")
      return SampledValue(spoken: flag ? pair.0 : pair.1, expected: .bool(flag), kind: "boolean")
    case .string(let maxWords):
      let words = context.japanese ? Self.japaneseWords : Self.englishWords
      let most = context.japanese ? 1 : Swift.max(1, Swift.min(inList ? 2 : 3, maxWords ?? 3))
      var pool = words
      random.shuffle(&pool)
      let text = pool.prefix(random.int(in: 1...most)).joined(separator: " ")
      return SampledValue(spoken: text, expected: .string(text), kind: "string")
    case .enumeration(let name):
      let cases = context.manifest.enums.first { $0.name == name }?.value.cases ?? []
      guard let value = random.pick(cases) else {
        return SampledValue(spoken: name, expected: .string(name), kind: "enum")
      }
      var names = [LexiconValue.splitIdentifier(value.id)]
      if let title = value.name { names.append(title) }
      names += value.synonyms
      let spoken = random.pick(names) ?? value.id
      return SampledValue(spoken: spoken, expected: .string(value.id), kind: "enum")
    case .entity(let name):
      let all = context.manifest.entities.first { $0.name == name }?.value.values ?? []
      let allowed = all.filter { context.allows?($0) ?? true }
      guard let value = random.pick(allowed.isEmpty ? all : allowed) else {
        return SampledValue(spoken: name, expected: .string(name), kind: "entity")
      }
      // Not a name another value has too: which of them it names is the router's guess.
      let others = Set(all.filter { $0.id != value.id }.flatMap { [$0.name ?? $0.id] + $0.synonyms }.map(Normalizer.normalize))
      let names = ([value.name ?? value.id] + value.synonyms).filter { !others.contains(Normalizer.normalize($0)) }
      let spoken = random.pick(names) ?? value.name ?? value.id
      return SampledValue(spoken: spoken, expected: .string(value.id), kind: "entity")
    case .measurement(let dimension, let unit, let min, let max):
      return measurement(dimension, unit: unit, min: min, max: max, context, &random)
    case .duration(let min, let max):
      return duration(min: min, max: max, context, &random)
    case .date(let grain, _):
      return date(grain: grain, context, &random)
    case .recurrence:
      let (spoken, rule) = random.pick(Self.recurrences) ?? Self.recurrences[0]
      return SampledValue(spoken: spoken, expected: .recurrence(rule), kind: "recurrence")
    case .union(let members):
      var context = context
      context.isDurationToo = members.contains { if case .duration = $0 { true } else { false } }
      return element(random.pick(members) ?? members[0], context, &random, inList: inList)
    }
  }

  /// Recurrences and what each denotes (`Docs/Manifest.md`, Recurrence).
  static let recurrences: [(String, Recurrence)] = [
    ("every day", Recurrence(frequency: .daily)), ("daily", Recurrence(frequency: .daily)),
    ("every other week", Recurrence(frequency: .weekly, interval: 2)),
    ("weekly on mondays", Recurrence(frequency: .weekly, weekdays: ["mon"])),
    ("every weekday", Recurrence(frequency: .weekly, weekdays: ["mon", "tue", "wed", "thu", "fri"])),
    ("every 2 months", Recurrence(frequency: .monthly, interval: 2)),
    ("monthly on the 15th", Recurrence(frequency: .monthly, monthDays: [15])),
    ("yearly", Recurrence(frequency: .yearly)),
    ("every monday and thursday", Recurrence(frequency: .weekly, weekdays: ["mon", "thu"])),
  ]

  /// The whole numbers from `min` to `max` (rounded inwards), or a default span when a bound is missing.
  static func integerRange(min: Double?, max: Double?, defaultLow: Int, defaultSpan: Int) -> (Int, Int) {
    let low =
      min.map { Int($0.rounded(.up)) } ?? (max.map { Swift.min(defaultLow, Int($0.rounded(.down))) } ?? defaultLow)
    var high = max.map { Int($0.rounded(.down)) } ?? low + defaultSpan
    high = Swift.min(high, low + 10_000)
    return (low, Swift.max(low, high))
  }

  /// A round number in a range: a multiple of 50, 5, 1, ½ or ⅒, coarser as the range is wider.
  static func niceValue(from low: Double, to high: Double, random: inout SeededRandom) -> Double? {
    guard low.isFinite, high.isFinite, low <= high else { return nil }
    let span = high - low
    let widest: Double = span >= 2_000 ? 50 : span >= 200 ? 5 : span >= 2 ? 1 : span >= 1 ? 0.5 : 0.1
    for step in [50.0, 5, 1, 0.5, 0.1] where step <= widest {
      let first = (low / step).rounded(.up)
      let last = Swift.min((high / step).rounded(.down), first + 200)
      guard first <= last, abs(last) < 1e12 else { continue }
      let index = Double(random.int(in: Int(first)...Int(last)))
      let value = step >= 1 ? index * step : (index * step * 10).rounded() / 10
      if value >= low && value <= high { return value }
    }
    return nil
  }

  /// A whole number as digits or words, and the other form.
  static func say(_ value: Int, japanese: Bool, _ random: inout SeededRandom) -> (String, String) {
    let digits = japanese ? String(value) : NumberWords.digits(value)
    let words = japanese ? NumberWords.japanese(value) : NumberWords.english(value)
    return random.bool() ? (words, digits) : (digits, words)
  }

  /// A number as digits or, when it is whole or a half, words; and the other form when there is one.
  static func say(decimal value: Double, japanese: Bool, _ random: inout SeededRandom) -> (String, String?) {
    if value == value.rounded(), abs(value) < 1e12 { return say(Int(value), japanese: japanese, &random) }
    let digits = format(value)
    let whole = Int(value.rounded(.towardZero))
    guard !japanese, value > 0, value - Double(whole) == 0.5 else { return (digits, nil) }
    let words = whole == 0 ? "half" : NumberWords.english(whole) + " and a half"
    return random.bool() ? (words, digits) : (digits, words)
  }

  /// A number in digits, without a trailing ".0".
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
