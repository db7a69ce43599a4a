import Foundation
import PhraseGrammar

/// A legacy strings table (`de.lproj/AppShortcuts.strings`): `"key" = "value";` pairs, with
/// `/* … */` and `//` comments, as Xcode wrote App Shortcut translations before String Catalogs.
///
/// ```
/// /* The search shortcut */
/// "Search ${applicationName}" = "Suche in ${applicationName}";
/// ```
///
/// Keys and values may be quoted (with `\"`, `\\`, `\n`, `\t`, `\r` and `\UXXXX` escapes) or,
/// when they are letters, digits and `_.-`, bare. Files are UTF-8, or UTF-16 with a byte order
/// mark, as Xcode writes them.
enum StringsTable {
  /// Reads the tables of one name in every locale's `.lproj` folder as one String Catalog in the
  /// per-phrase layout: each key's translation in each table's locale (the folder's name
  /// without `.lproj`; `Base` is the source language).
  ///
  /// - Throws: ``ImportError`` when a file cannot be read.
  static func catalog(_ paths: [String], sourceLanguage: String = "en") throws(ImportError)
    -> (StringCatalog, [Diagnostic])
  {
    var catalog = StringCatalog(file: paths.first ?? "", sourceLanguage: sourceLanguage, entries: [])
    var diagnostics: [Diagnostic] = []
    var index: [String: Int] = [:]
    for path in paths.sorted() {
      let (pairs, problems) = parse(try ImportFiles.read(path), file: path)
      diagnostics += problems
      let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
      let locale = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : sourceLanguage
      for pair in pairs {
        let localization = StringCatalog.Localization(
          locale: locale == "Base" ? sourceLanguage : locale, layout: .stringUnit, values: [pair.value],
          state: "translated", location: pair.location)
        if let known = index[pair.key] {
          catalog.entries[known].localizations.append(localization)
        } else {
          index[pair.key] = catalog.entries.count
          catalog.entries.append(
            StringCatalog.Entry(
              key: pair.key, extractionState: nil, localizations: [localization], location: pair.location))
        }
      }
    }
    return (catalog, diagnostics)
  }

  /// One `"key" = "value";` pair and where its key is.
  struct Pair: Hashable, Sendable {
    var key: String
    var value: String
    var location: FileLocation
  }

  /// The pairs of a table, in file order; a line that is not a pair is reported and skipped.
  static func parse(_ bytes: [UInt8], file: String) -> ([Pair], [Diagnostic]) {
    var reader = Reader(scalars: Array(decode(bytes).unicodeScalars), file: file)
    return reader.pairs()
  }

  /// The text of a table: UTF-16 with its byte order mark, else UTF-8 (a UTF-8 mark dropped).
  static func decode(_ bytes: [UInt8]) -> String {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let bigEndian = bytes[0] == 0xFE
      var units: [UInt16] = []
      var offset = 2
      while offset + 1 < bytes.count {
        let (high, low) = bigEndian ? (bytes[offset], bytes[offset + 1]) : (bytes[offset + 1], bytes[offset])
        units.append(UInt16(high) << 8 | UInt16(low))
        offset += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(decoding: body, as: UTF8.self)
  }

  /// Reads pairs from the scalars of a table, keeping the line and column of each.
  private struct Reader {
    let scalars: [Unicode.Scalar]
    let file: String
    var offset = 0
    var line = 1
    var column = 1
    var diagnostics: [Diagnostic] = []

    init(scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars
      self.file = file
    }

    var location: FileLocation { FileLocation(file: file, line: line, column: column) }

    mutating func advance() {
      if scalars[offset] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      offset += 1
    }

    /// Skips white space and comments.
    mutating func skipBlanks() {
      while offset < scalars.count {
        let scalar = scalars[offset]
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/", offset + 1 < scalars.count, scalars[offset + 1] == "*" {
          advance()
          advance()
          while offset < scalars.count && !(scalars[offset] == "*" && offset + 1 < scalars.count
            && scalars[offset + 1] == "/")
          {
            advance()
          }
          if offset < scalars.count { advance() }
          if offset < scalars.count { advance() }
        } else if scalar == "/", offset + 1 < scalars.count, scalars[offset + 1] == "/" {
          while offset < scalars.count && scalars[offset] != "\n" { advance() }
        } else {
          return
        }
      }
    }

    /// Skips to the next line after a problem.
    mutating func recover(_ message: String, at place: FileLocation) {
      diagnostics.append(.warning("not a strings table entry: \(message); skipped", at: place))
      while offset < scalars.count && scalars[offset] != "\n" && scalars[offset] != ";" { advance() }
      if offset < scalars.count { advance() }
    }

    /// A quoted or bare string at the reader, or nil.
    mutating func string() -> String? {
      guard offset < scalars.count else { return nil }
      if scalars[offset] == "\"" {
        advance()
        var text = String.UnicodeScalarView()
        while offset < scalars.count, scalars[offset] != "\"" {
          if scalars[offset] == "\\", offset + 1 < scalars.count {
            advance()
            let escaped = scalars[offset]
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "U", "u":
              let digits = scalars[(offset + 1)..<min(offset + 5, scalars.count)].map(Character.init)
              if digits.count == 4, let value = UInt32(String(digits), radix: 16), let scalar = Unicode.Scalar(value) {
                text.append(scalar)
                for _ in 0..<4 { advance() }
              } else {
                text.append(escaped)
              }
            default: text.append(escaped)
            }
            advance()
          } else {
            text.append(scalars[offset])
            advance()
          }
        }
        guard offset < scalars.count else { return nil }
        advance()
        return String(text)
      }
      var text = String.UnicodeScalarView()
      while offset < scalars.count,
        scalars[offset].properties.isAlphabetic || ("0"..."9").contains(scalars[offset])
          || "_.-$".unicodeScalars.contains(scalars[offset])
      {
        text.append(scalars[offset])
        advance()
      }
      return text.isEmpty ? nil : String(text)
    }

    mutating func pairs() -> ([Pair], [Diagnostic]) {
      var pairs: [Pair] = []
      while true {
        skipBlanks()
        guard offset < scalars.count else { break }
        let place = location
        guard let key = string() else {
          recover("expected a quoted key", at: place)
          continue
        }
        skipBlanks()
        guard offset < scalars.count, scalars[offset] == "=" else {
          recover("expected '=' after the key", at: location)
          continue
        }
        advance()
        skipBlanks()
        guard let value = string() else {
          recover("expected a quoted value", at: location)
          continue
        }
        skipBlanks()
        if offset < scalars.count, scalars[offset] == ";" {
          advance()
        } else {
          diagnostics.append(.warning("missing ';' after the entry", at: location))
        }
        pairs.append(Pair(key: key, value: value, location: place))
      }
      return (pairs, diagnostics)
    }
  }
}
