import AppShortcutsImport
import DataFormats
import Evaluation
import Foundation
import Generation
import HomeAssistant
import Lint
import PhraseGrammar
import Router

extension FuzzHarness {
  /// `json`: a document parsed; when it parses, written back (as is and with sorted keys) and parsed
  /// again to the same content, with every node's location the one `location(ofOffset:)` computes;
  /// when it does not, the error's location is inside the input and computed the same way.
  /// A calibration file read; one that reads is written back and reads the same.
  static func readCalibration(_ bytes: [UInt8]) {
    guard let calibration = try? Calibration(json: bytes, file: "<fuzz>") else { return }
    let again = try? Calibration(json: Array(calibration.json.utf8), file: "<written>")
    expect(again?.minimumConfidence == calibration.minimumConfidence, "a calibration written does not read back")
    expect(
      zip(again?.weights ?? [], calibration.weights).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) },
      "a calibration's weights written do not read back")
  }

  static func roundTripJSON(_ bytes: [UInt8]) {
    guard let root = parsedTree(JSONParser.self, bytes) else { return }
    expectLocated(root, in: bytes, limit: 64)
    for sortedKeys in [false, true] {
      var writer = JSONWriter()
      writer.value(root.value, sortedKeys: sortedKeys)
      let written = writer.bytes
      let again: JSONNode
      do {
        again = try JSONParser.parse(written)
      } catch {
        expect(false, "the written document does not parse: \(error)")
        return
      }
      if !sortedKeys {
        expect(again.value.hasSameContent(as: root.value), "the written document reads the same")
      }
    }
  }

  /// What an import returns; `nil`, with its error rendered, when it fails (an input may well
  /// not be a project, a skill or a model).
  static func imported<Result, Failure: Error & CustomStringConvertible>(
    _ body: () throws(Failure) -> Result
  ) -> Result? {
    do {
      return try body()
    } catch {
      _ = error.description
      return nil
    }
  }

  /// The tree a parser reads from the input; `nil`, with its error's place checked, when it does not parse.
  static func parsedTree(_ parser: (some LocatedTreeParser).Type, _ bytes: [UInt8]) -> JSONNode? {
    do {
      return try parser.parse(bytes)
    } catch {
      _ = error.description
      note("not parsed: \(error)")
      expectPlaced(error.location, in: bytes, "an error")
      return nil
    }
  }

  /// Checks the first `limit` nodes of a parsed tree: each node's range and location, and each key's
  /// location, inside the input and where the parser says; returns how many nodes were checked.
  @discardableResult
  static func expectLocated(
    _ root: JSONNode, in bytes: [UInt8], limit: Int, checking object: (JSONObject) -> Void = { _ in }
  ) -> Int {
    var checked = 0
    var pending = [root]
    while let node = pending.popLast(), checked < limit {
      checked += 1
      expect(
        node.rawRange.lowerBound >= 0 && node.rawRange.upperBound <= bytes.count, "a node's range is in the input")
      expect(node.location.offset == node.rawRange.lowerBound, "a node's location is where its range starts")
      expectPlaced(node.location, in: bytes, "a node")
      switch node.value {
      case .array(let elements): pending += elements
      case .object(let members):
        object(members)
        for member in members.members {
          expectPlaced(member.keyLocation, in: bytes, "a key")
          pending.append(member.value)
        }
      default: break
      }
    }
    return checked
  }

  /// Checks that a parser's location is inside the input and has the line and column of its offset.
  static func expectPlaced(_ location: JSONLocation, in bytes: [UInt8], _ what: String) {
    expect(location.offset >= 0 && location.offset <= bytes.count, "\(what)'s offset is in the input")
    let computed = JSONParser.location(ofOffset: location.offset, in: bytes)
    expect(computed == location, "\(what)'s line and column (\(location)) are those of its offset (\(computed))")
  }

  /// `swift-import`: a Swift file imported as an app's shortcuts, as `route-eval import swift FILE --app-name App`
  /// does (a file alone does not name its app); each manifest written must be a JSON document.
  /// Invalid UTF-8 is repaired first, so that inputs reach the Swift reader rather than its encoding check.
  static func importSwift(_ text: String, file: String) {
    guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
      fatalError("cannot write '\(file)'")
    }
    guard
      let result = imported({ () throws(ImportError) in
        try SwiftImporter.importApp(paths: [file], options: SwiftImportOptions(appName: "App"))
      })
    else { return }
    check(result)
  }

  /// Every imported manifest is JSON that the loader decodes; every diagnostic renders.
  static func check(_ result: ImportResult) {
    for diagnostic in result.diagnostics { _ = diagnostic.description }
    note("\(result.manifests.count) manifests, \(result.manifests.map(\.phraseCount).reduce(0, +)) phrases")
    for manifest in result.manifests {
      let written = Array(manifest.prettyText.utf8)
      do {
        _ = try JSONParser.parse(written)
      } catch {
        expect(false, "an imported manifest is not JSON: \(error)")
      }
      _ = ManifestLoader.decode(written, file: manifest.fileName)
    }
  }

  /// `hassil`: a bundle decoded; if it has no errors, compiled, and its first tests run and reported.
  static func runHassil(_ bytes: [UInt8]) {
    let (decoded, diagnostics) = HassilBundle.decode(bytes, file: "fuzz.json")
    for diagnostic in diagnostics { _ = diagnostic.rendered }
    guard var bundle = decoded else {
      note("not decoded: \(diagnostics.first?.description ?? "")")
      return
    }
    bundle.tests = Array(bundle.tests.prefix(16))
    let recognizer = HassilImporter.compile(bundle)
    let report = HassilEvaluator.run(bundle, recognizer: recognizer, passes: 1)
    _ = report.text
    _ = report.json
    note(
      "\(recognizer.templateCount) templates, \(report.outcomes.count(where: \.passed)) of \(report.outcomes.count) tests passed"
    )
  }
}
