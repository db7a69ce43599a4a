import DataFormats
import PhraseGrammar
import Router

/// A title as Swift writes it: a string that is also a localization key, perhaps with a table and a default.
///
/// `"Search"` and `"intents.search.title"` are keys of the `Localizable` table;
/// `LocalizedStringResource("key", defaultValue: "Search", table: "Intents")`,
/// `String(localized: "key", table: "Intents")` and
/// `NSLocalizedString("key", tableName: "Intents", value: "Search", comment: "")` name them.
struct LocalizedTitle: Hashable, Sendable {
  /// The string written: the key, and the title when no table has it.
  var key: String
  /// `defaultValue:` (`value:`), the title whatever the tables say.
  var defaultValue: String?
  /// `table:` (`tableName:`); nil for `Localizable`.
  var table: String?
  var location: FileLocation

  /// Whether a title reads as a localization key rather than words: no spaces, and a `.` or `_`
  /// (`intents.searchSaves.title`, `search_title`).
  static func looksLikeKey(_ text: String) -> Bool {
    !text.isEmpty && !text.contains(where: \.isWhitespace) && text.contains { $0 == "." || $0 == "_" }
      && text.contains(where: \.isLetter)
  }
}

extension SwiftSourceFile {
  /// Calls whose string argument is a localization key.
  static let localizingCalls: Set<String> = [
    "LocalizedStringResource", "String", "LocalizedStringKey", "NSLocalizedString", "init",
  ]

  /// The title a range of tokens gives: the first string literal, read with the arguments of the
  /// localizing call it is in (`LocalizedStringResource("key", defaultValue: "Title", table: "T")`).
  ///
  /// An interpolation is read without its expression.
  func localizedTitle(in range: Range<Int>) -> LocalizedTitle? {
    func plain(_ literal: SwiftStringLiteral) -> String {
      literal.plainText
        ?? literal.segments.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined()
    }
    guard let (literal, index) = firstString(in: range) else { return nil }
    var title = LocalizedTitle(key: plain(literal), location: location(index))
    // The innermost call around the string, when it is one that localizes.
    var opening = index - 1
    while opening >= range.lowerBound {
      if isPunctuation(opening, "("), match[opening] > index {
        if opening > range.lowerBound, tokens[opening - 1].kind == .identifier,
          Self.localizingCalls.contains(tokens[opening - 1].text)
        {
          break
        }
        return title
      }
      opening -= 1
    }
    guard opening >= range.lowerBound else { return title }
    for argument in arguments(ofCallAt: opening) {
      let string = firstString(in: argument.range).map { plain($0.literal) }
      switch argument.label {
      case "defaultValue", "value": title.defaultValue = string
      case "table", "tableName": title.table = string
      case nil, "localized":
        if let string, argument.range.contains(index) { title.key = string }
      default: break
      }
    }
    return title
  }
}

extension SwiftDeclarationReader.Reader {
  /// The title a range of tokens gives, through the app's string tables (see ``StringTables``).
  ///
  /// - Parameters:
  ///   - range: The tokens of the title's expression.
  ///   - fileIndex: The file they are in.
  ///   - diagnostics: Where a key that no table has is reported.
  func title(_ range: Range<Int>, in fileIndex: Int, diagnostics: inout [Diagnostic]) -> String? {
    guard let written = files[fileIndex].localizedTitle(in: range) else { return nil }
    return tables.resolve(written, diagnostics: &diagnostics)
  }

  /// The title a range of tokens gives, with what it reports added to the result's diagnostics.
  ///
  /// - Parameters:
  ///   - range: The tokens of the title's expression.
  ///   - fileIndex: The file they are in.
  mutating func reportingTitle(_ range: Range<Int>, in fileIndex: Int) -> String? {
    var problems: [Diagnostic] = []
    let text = title(range, in: fileIndex, diagnostics: &problems)
    result.diagnostics += problems
    return text
  }
}
