import DataFormats
/// Accumulates HTML, escaping text on the way in.
package struct HTMLBuilder: Sendable {
  package private(set) var text = ""

  /// An empty document.
  package init() {}

  /// Appends markup as is.
  package mutating func raw(_ markup: String) { text += markup }

  /// Appends text, escaped for HTML content and attributes.
  package mutating func text(_ content: String) { text += content.xmlEscaped(inAttribute: true) }

  /// Appends each text, escaped, between the same opening and closing markup (chips, code parts).
  package mutating func each(_ texts: some Sequence<String>, between open: String, and close: String) {
    for content in texts {
      raw(open)
      text(content)
      raw(close)
    }
  }
}

/// Estimates how wide a text is drawn, for laying out SVG without a renderer.
package enum TextWidth {
  /// The approximate width, in pixels, of `text` in a sans-serif font of `size` pixels.
  package static func of(_ text: String, size: Double) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
        ems += 1
      case 0x41...0x5A, 0x4D, 0x57, 0x6D, 0x77: ems += 0.72
      case 0x69, 0x6A, 0x6C, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x7C, 0x20: ems += 0.32
      default: ems += 0.58
      }
    }
    return ems * size
  }

  /// `text` cut with "…" so it draws no wider than `width` pixels.
  package static func truncated(_ text: String, to width: Double, size: Double) -> String {
    guard of(text, size: size) > width else { return text }
    var characters = Array(text)
    while !characters.isEmpty && of(String(characters) + "…", size: size) > width { characters.removeLast() }
    return String(characters) + "…"
  }
}

/// An RGB colour mixed from white toward a base colour.
package struct Shade: Sendable {
  var red: Int
  var green: Int
  var blue: Int

  /// White mixed with `self` by `amount` (0 white, 1 the colour itself).
  package func mixed(_ amount: Double) -> String {
    let t = max(0, min(1, amount))
    func channel(_ value: Int) -> String {
      let mixed = Int((255 - Double(255 - value) * t).rounded())
      let hex = String(mixed, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + channel(red) + channel(green) + channel(blue)
  }

  package static let right = Shade(red: 0x2F, green: 0x6F, blue: 0xD6)
  package static let wrong = Shade(red: 0xD6, green: 0x45, blue: 0x41)
}
