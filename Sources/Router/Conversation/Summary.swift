import DataFormats
import PhraseGrammar

/// An intent's summary as written ("Log ${amount} of water"): text, and slots that name
/// parameters, written `${name}` or `{name}` as in templates.
struct SummaryTemplate: Sendable {
  enum Part: Sendable {
    case text(String)
    /// A parameter's name and the character offset of its slot in the summary.
    case slot(String, offset: Int)
  }

  var parts: [Part] = []

  init(_ text: String) {
    var literal = ""
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let opens = characters[index] == "{" ? index : (characters[index] == "$" && index + 1 < characters.count
        && characters[index + 1] == "{" ? index + 1 : nil)
      if let opens, let closes = characters[(opens + 1)...].firstIndex(of: "}") {
        let name = String(characters[(opens + 1)..<closes]).trimmingSpaces
        if !name.isEmpty, !name.contains(where: { $0 == "{" || $0 == " " }) {
          if !literal.isEmpty { parts.append(.text(literal)) }
          literal = ""
          parts.append(.slot(name, offset: index))
          index = closes + 1
          continue
        }
      }
      literal.append(characters[index])
      index += 1
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
  }

  /// The parameters the summary reads, with the offset of each slot.
  var slotNames: [(name: String, offset: Int)] {
    parts.compactMap { if case .slot(let name, let offset) = $0 { (name, offset) } else { nil } }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// Reads a routed intent's summary back in words: each slot replaced by its parameter's value
/// as a person would say it (see `Docs/Manifest.md`, Summaries).
enum SummaryReader {
  /// The summary of a route to an intent, its values read against `reference`.
  ///
  /// - Parameters:
  ///   - template: The intent's summary.
  ///   - parameters: The route's parameters, in declaration order.
  ///   - declared: The intent's parameters.
  ///   - defaults: Each parameter's default as a value, read for one unset or cleared.
  ///   - enumCases: Each enum parameter's cases, for their titles.
  ///   - reference: The time dates are read back relative to.
  static func read(
    _ template: SummaryTemplate, parameters: [ParameterResult], declared: [Parameter], defaults: [ResolvedValue?],
    enumCases: [[LexiconValue]?], reference: LocalDateTime
  ) -> String {
    var text = ""
    for part in template.parts {
      switch part {
      case .text(let literal):
        text += literal
      case .slot(let name, _):
        guard let index = declared.firstIndex(where: { $0.name == name }), index < parameters.count else {
          text += "[\(name)]"
          continue
        }
        let result = parameters[index]
        let value = result.state == .set ? result.value : defaults[index]
        if let value {
          text += words(value, declared[index], cases: enumCases[index], reference: reference)
        } else {
          text += "[\(title(of: declared[index]))]"
        }
      }
    }
    return text
  }

  /// A parameter's title: its `title`, else its name split into words, capitalized.
  static func title(of parameter: Parameter) -> String {
    if let title = parameter.title { return title }
    return LexiconValue.identifierWords(parameter.name, capitalized: true)
  }

  /// A value as read back.
  static func words(_ value: ResolvedValue, _ parameter: Parameter, cases: [LexiconValue]?, reference: LocalDateTime)
    -> String
  {
    switch value {
    case .number(let number):
      return spoken(number)
    case .bool(let flag):
      return flag ? "on" : "off"
    case .string(let text):
      return text
    case .enumCase(let id):
      if let value = cases?.first(where: { $0.id == id }), let name = value.name, name != id { return name }
      return LexiconValue.identifierWords(id)
    case .entity(_, let name, _):
      return name
    case .measurement(let number, let unit, _, _):
      guard case .measurement(let dimension, _, _, _) = parameter.type,
        let id = Units.unit(named: unit, dimension: dimension)?.id
      else { return "\(spoken(number)) \(unit)" }
      return "\(spoken(number)) \(Units.symbol(id: id) ?? unit)"
    case .duration(let seconds):
      return duration(seconds)
    case .date(let date):
      return self.date(date, reference: reference)
    case .recurrence(let rule):
      return recurrence(rule)
    case .list(let items):
      return list(items.map { words($0, parameter, cases: cases, reference: reference) })
    }
  }

  /// A number as digits, without a trailing `.0`.
  static func digits(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  /// A number as read back: digits, rounded to hundredths ("354.88"), without a trailing `.0`.
  static func spoken(_ number: Double) -> String {
    abs(number) < 1e13 ? digits((number * 100).rounded() / 100) : digits(number)
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  /// A length of time in its two largest non-zero units: "1 hour 30 minutes", "3 days".
  static func duration(_ seconds: Double) -> String {
    var rest = Int(seconds.rounded())
    var parts: [String] = []
    for (size, unit) in [(86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")] {
      let count = rest / size
      rest %= size
      if count > 0 { parts.append("\(count) \(unit)\(count == 1 ? "" : "s")") }
    }
    return parts.isEmpty ? "0 seconds" : parts.prefix(2).joined(separator: " ")
  }

  /// "every day", "every 2 weeks on Monday and Thursday", "every month on the 1st and 15th".
  static func recurrence(_ rule: Recurrence) -> String {
    let unit = ["daily": "day", "weekly": "week", "monthly": "month", "yearly": "year"][rule.frequency.rawValue] ?? "day"
    var text = rule.interval == 1 ? "every \(unit)" : "every \(rule.interval) \(unit)s"
    let days = rule.weekdays.compactMap { Recurrence.weekdayNames.firstIndex(of: $0).map { weekdayNames[$0] } }
    if !days.isEmpty { text += " on " + list(days) }
    if !rule.monthDays.isEmpty { text += " on the " + list(rule.monthDays.map(ordinal)) }
    return text
  }

  /// "1st", "2nd", "3rd", "11th", "22nd".
  static func ordinal(_ number: Int) -> String {
    let suffix = (11...13).contains(number % 100) ? "th" : ["th", "st", "nd", "rd"][number % 10 < 4 ? number % 10 : 0]
    return "\(number)\(suffix)"
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]
  static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

  /// A date relative to the reference: "today", "tomorrow", a weekday within the week ahead,
  /// else "March 5" (with the year when not the reference's), then the time when finer than a day.
  static func date(_ date: DateValue, reference: LocalDateTime) -> String {
    let moment = date.start
    let ahead = moment.dayNumber - reference.dayNumber
    var text: String
    switch ahead {
    case 0: text = "today"
    case 1: text = "tomorrow"
    case 2...6: text = weekdayNames[moment.weekday - 1]
    default:
      text = "\(monthNames[moment.month - 1]) \(moment.day)"
      if moment.year != reference.year { text += ", \(moment.year)" }
    }
    if date.grain < .day {
      let hour = moment.hour % 12 == 0 ? 12 : moment.hour % 12
      let minutes = moment.minute == 0 ? "" : ":" + (moment.minute < 10 ? "0" : "") + String(moment.minute)
      text += " at \(hour)\(minutes) \(moment.hour < 12 ? "AM" : "PM")"
    }
    return text
  }
}
