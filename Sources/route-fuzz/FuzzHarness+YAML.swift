import DataFormats
import Evaluation
import Generation
import Lint
import Router

extension FuzzHarness {
  /// `yaml`: a document parsed; when it parses, every node's and key's location is inside the input and
  /// the one `location(ofOffset:)` computes, and the tree written as JSON reads the same with both
  /// parsers (with the YAML parser only when the JSON has no raw DEL or C1 control, which YAML refuses);
  /// when it does not parse, the error's location is inside the input and computed the same way.
  static func readYAML(_ bytes: [UInt8]) {
    guard let root = parsedTree(YAMLParser.self, bytes) else { return }
    let checked = expectLocated(root, in: bytes, limit: 4_096) { object in
      expect(object.duplicateMembers.isEmpty, "an object has no duplicate keys")
    }
    note("parsed; \(checked) nodes checked")
    guard checked < 4_096 else { return }
    var writer = JSONWriter()
    writer.value(root.value)
    // JSON writes DEL and the C1 controls other than NEL as they are; YAML allows them only escaped.
    let written = writer.bytes
    let hasRawControls = zip(written, written.dropFirst() + [0]).contains { byte, next in
      byte == 0x7F || (byte == 0xC2 && next >= 0x80 && next <= 0x9F && next != 0x85)
    }
    do {
      let again = try JSONParser.parse(written)
      expect(again.value.hasSameContent(as: root.value), "the tree written as JSON reads the same as JSON")
    } catch {
      expect(false, "the tree written as JSON does not parse as JSON: \(error)")
    }
    guard !hasRawControls else { return }
    do {
      let again = try YAMLParser.parse(written)
      expect(again.value.hasSameContent(as: root.value), "the tree written as JSON reads the same as YAML")
    } catch {
      expect(false, "the tree written as JSON does not parse as YAML: \(error)")
    }
  }
}
