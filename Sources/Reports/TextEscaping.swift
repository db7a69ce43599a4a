import DataFormats
extension String {
  /// The text made safe to print on a terminal: every character a terminal would act on rather than
  /// show is written as a visible escape, as JSON writes it.
  ///
  /// Line feed, carriage return and tab become `\n`, `\r` and `\t`; every other C0 control (ESC and BEL
  /// among them, which set a terminal's title or colours), DEL, the C1 controls, the line and paragraph
  /// separators and the bidirectional embeddings, overrides and isolates (which reorder what is shown)
  /// become `\u` and four lowercase hex digits. Everything else, backslashes included, is kept.
  package var terminalEscaped: String {
    guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
    var result = ""
    result.reserveCapacity(utf8.count + 8)
    for scalar in unicodeScalars {
      guard Self.needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += Self.unicodeEscape(scalar)
      }
    }
    return result
  }

  /// The text made safe inside a Markdown table cell, for any renderer.
  ///
  /// `&`, `<` and `>` become HTML entities, so no markup or entity in the text is interpreted; the
  /// characters of inline Markdown (`\`, `` ` ``, `*`, `_`, `[`, `]`, `~`) and the cell separator `|` are
  /// backslash-escaped; a line break (`\r\n`, `\n`, `\r`, U+2028, U+2029) becomes `<br>`; the other
  /// characters a terminal acts on are written as visible escapes, as ``terminalEscaped`` writes them.
  package var markdownEscaped: String {
    var result = ""
    result.reserveCapacity(utf8.count + 8)
    var previousWasCarriageReturn = false
    for scalar in unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "~", "|":
        result += "\\"
        result.unicodeScalars.append(scalar)
      case "\n":
        if !previousWasCarriageReturn { result += "<br>" }
      case "\r", "\u{2028}", "\u{2029}": result += "<br>"
      default:
        if Self.needsEscape(scalar) {
          result += scalar == "\t" ? "\\t" : Self.unicodeEscape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Whether a terminal would act on the character instead of showing it.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `\u` and the scalar's value in four lowercase hex digits.
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
  }
}
