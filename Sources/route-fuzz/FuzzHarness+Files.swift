import Foundation
import PhraseGrammar
import AppShortcutsImport
import HomeAssistant
import Router

extension FuzzHarness {
  /// `json`: a document parsed; when it parses, written back (as is and with sorted keys) and parsed
  /// again to the same content, with every node's location the one `location(ofOffset:)` computes;
  /// when it does not, the error's location is inside the input and computed the same way.
  static func roundTripJSON(_ bytes: [UInt8]) {
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      _ = error.description
      expect(error.location.offset >= 0 && error.location.offset <= bytes.count, "an error's offset is in the input")
      expect(
        JSONParser.location(ofOffset: error.location.offset, in: bytes) == error.location,
        "an error's line and column (\(error.location)) are those of its offset "
          + "(\(JSONParser.location(ofOffset: error.location.offset, in: bytes)))")
      return
    }
    var checked = 0
    var pending = [root]
    while let node = pending.popLast(), checked < 64 {
      checked += 1
      expect(
        node.rawRange.lowerBound >= 0 && node.rawRange.upperBound <= bytes.count, "a node's range is in the input")
      expect(node.location.offset == node.rawRange.lowerBound, "a node's location is where its range starts")
      expect(
        JSONParser.location(ofOffset: node.location.offset, in: bytes) == node.location,
        "a node's line and column (\(node.location)) are those of its offset")
      switch node.value {
      case .array(let elements): pending += elements
      case .object(let object): pending += object.members.map(\.value)
      default: break
      }
    }
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

  /// `swift-import`: a Swift file imported as an app's shortcuts, as `route-eval import swift FILE` does;
  /// each manifest written must be a JSON document.
  /// Invalid UTF-8 is repaired first, so that inputs reach the Swift reader rather than its encoding check.
  static func importSwift(_ text: String, file: String) {
    guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
      fatalError("cannot write '\(file)'")
    }
    let result: ImportResult
    do {
      result = try SwiftImporter.importApp(paths: [file])
    } catch {
      _ = error.description
      return
    }
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
