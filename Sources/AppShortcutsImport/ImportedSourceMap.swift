import DataFormats
import Foundation
import PhraseGrammar
import Router

/// Where each part of an imported manifest was written in the app's sources, so that a finding about the
/// manifest can be reported at the Swift line a developer would change.
///
/// Keys are JSON paths of the rendered manifest (`intents[0].phrases[1]`, `enums.Mode`, `entities.Pot.values[2]`); a finding is placed at
/// the longest path that is a prefix of its own, and keeps its place in the generated manifest as a note.
package struct ImportedSourceMap: Sendable {
  /// The name the generated manifest is reported under.
  package var manifestFile: String
  /// Source locations by JSON path.
  package var locations: [String: FileLocation]
  /// Where findings about the whole app go: the `AppShortcutsProvider`.
  package var appLocation: FileLocation?
  /// Source locations by line of the generated manifest, for messages that refer to a line of it.
  var generatedLines: [Int: FileLocation] = [:]

  /// The map of a manifest an importer wrote.
  ///
  /// - Parameters:
  ///   - manifest: The imported manifest, its parts carrying their origins.
  ///   - manifestFile: The name the generated manifest is reported under.
  ///   - text: The manifest as rendered, whose lines findings refer to.
  package init(_ manifest: ImportedManifest, manifestFile: String, text: String) {
    self.manifestFile = manifestFile
    appLocation = manifest.origin
    let root = try? JSONParser.parse(Array(text.utf8))
    var locations: [String: FileLocation] = [:]
    var generatedLines: [Int: FileLocation] = [:]
    func record(_ path: JSONPath, _ location: FileLocation?) {
      guard let location else { return }
      locations[path.description] = location
      if let line = root?.node(at: path)?.location.line { generatedLines[line] = location }
    }
    for (intentIndex, intent) in manifest.intents.enumerated() {
      let intentPath = JSONPath().appending(key: "intents").appending(index: intentIndex)
      record(intentPath, intent.origin)
      for (index, parameter) in intent.parameters.enumerated() {
        record(intentPath.appending(key: "parameters").appending(index: index), parameter.origin)
      }
      for (index, phrase) in intent.phrases.enumerated() {
        record(intentPath.appending(key: "phrases").appending(index: index), phrase.origin)
      }
      for (index, origin) in intent.negativePhraseOrigins.enumerated() {
        record(intentPath.appending(key: "negativePhrases").appending(index: index), origin)
      }
    }
    for enumeration in manifest.enums {
      record(JSONPath().appending(key: "enums").appending(key: enumeration.name), enumeration.origin)
    }
    for entity in manifest.entities {
      let entityPath = JSONPath().appending(key: "entities").appending(key: entity.name)
      record(entityPath, entity.origin)
      for (index, origin) in entity.valueOrigins.enumerated() {
        record(entityPath.appending(key: "values").appending(index: index), origin)
      }
    }
    self.locations = locations
    self.generatedLines = generatedLines
  }

  /// The source location of a JSON path: its own, else its nearest ancestor's, else the app's.
  package func location(of path: String) -> FileLocation? {
    var path = path
    while true {
      if let location = locations[path] { return location }
      guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
      path = String(path[..<cut])
    }
    return appLocation
  }

  /// A diagnostic about the generated manifest placed at its source line, the manifest's place kept as a note;
  /// any other diagnostic as it is.
  package func placed(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.location.file == manifestFile, let source = location(of: diagnostic.location.jsonPath) else {
      return diagnostic
    }
    var placed = diagnostic
    placed.location = Self.location(source, keeping: diagnostic.location)
    placed.message.text = referencesPlaced(in: diagnostic.message.text, sameFile: true)
    let path = diagnostic.location.jsonPath
    placed.notes.append(
      Diagnostic.Note(
        "in the generated manifest" + (path.isEmpty ? "" : " at \(path)"),
        at: Diagnostic.Location(
          file: manifestFile, line: diagnostic.location.line, column: diagnostic.location.column, jsonPath: path)))
    return placed
  }

  /// A message whose references to places in the generated manifest (`FILE:LINE:COL`, and `line N` in a
  /// message about the manifest itself) name the source lines instead.
  package func referencesPlaced(in text: String, sameFile: Bool) -> String {
    var text = text
    let escaped = NSRegularExpression.escapedPattern(for: manifestFile)
    var patterns = [(escaped + #":(\d+):\d+"#, "")]
    if sameFile { patterns.append((#"\bon line (\d+)"#, "at ")) }
    for (pattern, prefix) in patterns {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
      let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
      for match in matches.reversed() {
        guard let whole = Range(match.range, in: text), let digits = Range(match.range(at: 1), in: text),
          let line = Int(text[digits]), let source = generatedLines[line]
        else { continue }
        text.replaceSubrange(whole, with: prefix + source.description)
      }
    }
    return text
  }

  /// A note about the generated manifest (the other side of a conflict) placed at its source line.
  package func placed(_ note: Diagnostic.Note) -> Diagnostic.Note {
    guard note.location.file == manifestFile, let source = location(of: note.location.jsonPath) else { return note }
    var moved = note
    moved.location = Self.location(source, keeping: note.location)
    return moved
  }

  /// A source location, keeping the JSON path and the template of the place it replaces.
  private static func location(_ source: FileLocation, keeping old: Diagnostic.Location) -> Diagnostic.Location {
    Diagnostic.Location(
      file: source.file, line: source.line, column: source.column, jsonPath: old.jsonPath, template: old.template,
      templateSpan: old.templateSpan)
  }
}
