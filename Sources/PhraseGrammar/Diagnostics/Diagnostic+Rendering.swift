extension Diagnostic {
  /// The shapes of a diagnostic's one-line form.
  public enum LineStyle: Hashable, Sendable {
    /// `FILE:LINE:COL: severity: message (at PATH)`, the compiler's form; the path when there is one.
    case compiler
    /// `FILE:LINE:COL: severity: [ID] message`, naming the check, as lint's text report prints it (its JSON
    /// report carries the path).
    case ruleTagged
    /// `FILE:LINE:COL: severity: message [ID]`, the form Xcode's issue navigator shows a build phase's output in.
    case xcode
  }

  /// The one-line form, `FILE:LINE:COL: severity: message (at PATH)`.
  ///
  /// Line and column are 1 when the place in the file is not known; a template checked on its own has no
  /// file, and shows the column in the template. Control characters in the message (a template quoted in it)
  /// are spelled `\u{…}` (see `VisibleText`).
  public var description: String { line(.compiler) }

  /// The one-line form in a style.
  ///
  /// - Parameter style: Whether to end with the JSON path or to name the check.
  public func line(_ style: LineStyle) -> String {
    let text = VisibleText.escaped(message.text)
    let head = Self.place(of: location) + severity.rawValue + ": "
    switch style {
    case .compiler: return head + text + (location.jsonPath.isEmpty ? "" : " (at \(location.jsonPath))")
    case .ruleTagged: return head + "[\(message.id)] " + text
    case .xcode: return head + text + " [\(message.id)]"
    }
  }

  /// The one-line form, then the template with a caret under the problem, then each note on a line of its own.
  ///
  /// The template's control characters are spelled `\u{…}` and the caret stays
  /// under the problem, counting the columns each character takes (two for a
  /// wide one, such as a kanji).
  public var rendered: String {
    var text = description
    if let template = location.template {
      let offset = location.templateSpan?.lowerBound.characterOffset ?? 0
      let before = template.prefix(max(0, offset))
      let indent = String(repeating: " ", count: VisibleText.width(before) + max(0, offset - before.count))
      text += "\n  \(VisibleText.escaped(template))\n  \(indent)^"
    }
    for note in notes {
      text += "\n" + Self.place(of: note.location) + "note: " + VisibleText.escaped(note.message)
    }
    return text
  }

  /// `FILE:LINE:COL: `, or `COL: ` inside a template on its own, or nothing.
  private static func place(of location: Location) -> String {
    if let file = location.file { return "\(file):\(location.line ?? 1):\(location.column ?? 1): " }
    if let span = location.templateSpan { return "\(span.lowerBound.characterColumn): " }
    return ""
  }
}
