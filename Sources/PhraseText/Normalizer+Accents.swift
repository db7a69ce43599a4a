import Foundation

/// Accent folding: the diacritics that people leave out when they type, dropped on both sides of a match.
///
/// Applied to scalars already folded by NFKC and lowercased, one character at a time:
/// - Latin: a letter that is a base letter and diacritics (`é` `ç` `ñ` `å` `ő` `ș` `ệ`, also written
///   with combining marks) is its base letter; the letters with a stroke `ø ł đ ħ ŧ` are `o l d h t`,
///   dotless `ı` is `i` (as `I` and `İ` are), and `ß` `æ` `œ` are spelled `ss` `ae` `oe`; any other
///   letter (`þ` `ð` `ŋ` `ə`) stays;
/// - Greek: tonos, dialytika and the polytonic marks are dropped (`ά` is `α`, `ΐ` is `ι`), and final
///   `ς` is `σ`;
/// - Cyrillic: `ё` is `е`, and stress marks (`о́`, `ѝ`) are dropped; `й` `ї` `ў` `ѓ` `ќ` stay;
/// - Arabic: harakat (U+064B–U+0652), the superscript alef (U+0670) and tatweel (U+0640) are dropped;
/// - Hebrew: points and cantillation marks (U+0591–U+05C7) are dropped.
///
/// Every other script, kana dakuten included, is left as it is.
extension Normalizer {
  /// The script of the letter before a mark, which decides whether the mark is dropped.
  enum MarkBase {
    case none, latinOrGreek, cyrillic
  }

  /// What accent folding makes of one scalar.
  enum AccentFold {
    /// The scalar stays.
    case same
    /// The scalar is dropped.
    case dropped
    /// The scalar is one or two other letters.
    case letters(Unicode.Scalar, Unicode.Scalar?)
  }

  /// Folds one scalar of NFKC-folded, lowercased text; `base` is the script of the last letter kept
  /// in the same character, updated here.
  static func foldAccents(_ scalar: Unicode.Scalar, after base: inout MarkBase) -> AccentFold {
    let value = scalar.value
    if value < 0x80 {
      base = value >= 0x61 && value <= 0x7A ? .latinOrGreek : .none
      return .same
    }
    if isDroppedMark(value, after: base) { return .dropped }
    let folded = accentFold(of: value)
    if folded != 0, let first = Unicode.Scalar(folded & 0xFFFF) {
      base = markBase(of: first.value)
      return .letters(first, folded > 0xFFFF ? Unicode.Scalar(folded >> 16) : nil)
    }
    let script = markBase(of: value)
    // A mark kept (a Devanagari vowel sign, a kana dakuten) leaves the letter before it the base.
    if script != .none || !isMark(value) { base = script }
    return .same
  }

  /// Whether a combining mark is dropped after a letter of the given script.
  private static func isDroppedMark(_ value: UInt32, after base: MarkBase) -> Bool {
    switch value {
    case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0xFE20...0xFE2F:
      // Combining diacritical marks: on Latin and Greek letters all, on Cyrillic ones the stress marks.
      switch base {
      case .latinOrGreek: return true
      case .cyrillic: return value == 0x0300 || value == 0x0301
      case .none: return false
      }
    case 0x064B...0x0652, 0x0670, 0x0640:
      // Arabic harakat, superscript alef, tatweel.
      return true
    case 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7:
      // Hebrew points and cantillation marks (not the maqaf, paseq, sof pasuq and nun hafukha between them).
      return true
    default:
      return false
    }
  }

  private static func isMark(_ value: UInt32) -> Bool {
    switch Unicode.Scalar(value)?.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  private static func markBase(of value: UInt32) -> MarkBase {
    if isLatin(value) || isGreek(value) { return .latinOrGreek }
    if value >= 0x400 && value < 0x530 { return .cyrillic }
    return .none
  }

  private static func isLatin(_ value: UInt32) -> Bool {
    switch value {
    case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2AF, 0x1D00...0x1DBF, 0x1E00...0x1EFF,
      0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F:
      return true
    default:
      return false
    }
  }

  private static func isGreek(_ value: UInt32) -> Bool {
    (0x370...0x3FF).contains(value) || (0x1F00...0x1FFF).contains(value)
  }

  /// What a letter folds to: one or two scalars of the Basic Multilingual Plane, the first in the
  /// low 16 bits; 0 when the letter stays.
  typealias PackedFold = UInt32

  /// What a letter folds to: every Latin and Greek letter that decomposes into a base letter and
  /// diacritics, the letters spelled out or with a stroke, final sigma and the Cyrillic `ё` `ѐ` `ѝ`.
  static func accentFold(of value: UInt32) -> PackedFold {
    switch value {
    case 0xC0...0x24F: latinFolds[Int(value - 0xC0)]
    case 0x370...0x3FF: greekFolds[Int(value - 0x370)]
    case 0x1E00...0x1EFF: latinAdditionalFolds[Int(value - 0x1E00)]
    case 0x1F00...0x1FFF: greekExtendedFolds[Int(value - 0x1F00)]
    default: spelledFold(of: value)
    }
  }

  /// Letters that Unicode does not decompose, and those spelled with two letters.
  private static func spelledFold(of value: UInt32) -> PackedFold {
    switch value {
    case 0xF8: 0x6F  // ø o
    case 0x142: 0x6C  // ł l
    case 0x111: 0x64  // đ d
    case 0x127: 0x68  // ħ h
    case 0x167: 0x74  // ŧ t
    case 0x131: 0x69  // ı i
    case 0xDF: 0x73 | 0x73 << 16  // ß ss
    case 0xE6: 0x61 | 0x65 << 16  // æ ae
    case 0x153: 0x6F | 0x65 << 16  // œ oe
    case 0x3C2: 0x3C3  // ς σ
    case 0x450, 0x451: 0x435  // ѐ ё е
    case 0x45D: 0x438  // ѝ и
    default: 0
    }
  }

  // The blocks with Latin and Greek letters that decompose (the other Latin blocks have none, and
  // Unicode adds no letters that do), each built when a text first needs it.
  private static let latinFolds = folds(of: 0xC0...0x24F)
  private static let latinAdditionalFolds = folds(of: 0x1E00...0x1EFF)
  private static let greekFolds = folds(of: 0x370...0x3FF)
  private static let greekExtendedFolds = folds(of: 0x1F00...0x1FFF)

  /// What each scalar of a block folds to, from one canonical decomposition of the whole block, a
  /// line a scalar (which costs a fraction of one decomposition per scalar).
  private static func folds(of block: ClosedRange<UInt32>) -> [PackedFold] {
    let newline: Unicode.Scalar = "\n"
    var lines = String.UnicodeScalarView()
    for value in block {
      if let scalar = Unicode.Scalar(value) { lines.append(scalar) }
      lines.append(newline)
    }
    let decomposed: [Substring.UnicodeScalarView] = String(lines).decomposedStringWithCanonicalMapping.unicodeScalars
      .split(separator: newline, omittingEmptySubsequences: false)
    return zip(block, decomposed).map { value, parts -> PackedFold in
      let spelled = spelledFold(of: value)
      guard spelled == 0 else { return spelled }
      guard parts.count > 1, let first = parts.first, isLatin(first.value) || isGreek(first.value),
        first.properties.isAlphabetic, parts.dropFirst().allSatisfy({ isDroppedMark($0.value, after: .latinOrGreek) })
      else { return 0 }
      // `ǿ` is `ø` and an acute accent, so `o`.
      let base = spelledFold(of: first.value)
      return base != 0 ? base : first.value
    }
  }
}
