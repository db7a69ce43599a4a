/// Text as diagnostics print it: characters that would act on the terminal instead of showing spelled out.
///
/// Control characters (`\u{1B}`, tabs, line breaks), line and paragraph
/// separators and the bidirectional controls that reorder what is shown
/// (`\u{202E}`) are written as Swift writes them, `\u{1B}`, so a template
/// echoed under a caret shows what is in it and stays on one line.
package enum VisibleText {
  /// The text with every character that would not show as itself spelled `\u{…}`.
  package static func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    for character in text { result += escaped(character) }
    return result
  }

  /// A character as it shows: itself, or its scalars spelled `\u{…}` when one of them would not show.
  package static func escaped(_ character: Character) -> String {
    guard character.unicodeScalars.contains(where: isInvisible) else { return String(character) }
    return character.unicodeScalars.map { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }.joined()
  }

  /// The columns a terminal gives the text once escaped: two for a wide character (CJK, full-width forms), else one.
  package static func width(_ text: some StringProtocol) -> Int {
    var columns = 0
    for character in text {
      let shown = escaped(character)
      if shown.count > 1 {
        columns += shown.count
      } else if let scalar = character.unicodeScalars.first, isWide(scalar) {
        columns += 2
      } else {
        columns += 1
      }
    }
    return columns
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: break
    }
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
