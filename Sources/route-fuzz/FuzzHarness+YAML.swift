import Router

extension FuzzHarness {
  /// `yaml`: a document parsed; when it parses, every node's and key's location is inside the input and
  /// the one `location(ofOffset:)` computes, and the tree written as JSON reads the same with both
  /// parsers (with the YAML parser only when the JSON has no raw DEL or C1 control, which YAML refuses);
  /// when it does not parse, the error's location is inside the input and computed the same way.
  static func readYAML(_ bytes: [UInt8]) {
    let root: JSONNode
    do {
      root = try YAMLParser.parse(bytes)
    } catch {
      note("not parsed: \(error)")
      expect(error.location.offset >= 0 && error.location.offset <= bytes.count, "an error's offset is in the input")
      expect(
        JSONParser.location(ofOffset: error.location.offset, in: bytes) == error.location,
        "an error's line and column (\(error.location)) are those of its offset "
          + "(\(JSONParser.location(ofOffset: error.location.offset, in: bytes)))")
      return
    }
    var checked = 0
    var pending = [root]
    func checkLocation(_ location: JSONLocation, _ what: String) {
      expect(location.offset >= 0 && location.offset <= bytes.count, "a \(what)'s offset is in the input")
      expect(
        JSONParser.location(ofOffset: location.offset, in: bytes) == location,
        "a \(what)'s line and column (\(location)) are those of its offset "
          + "(\(JSONParser.location(ofOffset: location.offset, in: bytes)))")
    }
    while let node = pending.popLast(), checked < 4_096 {
      checked += 1
      expect(
        node.rawRange.lowerBound >= 0 && node.rawRange.upperBound <= bytes.count, "a node's range is in the input")
      expect(node.location.offset == node.rawRange.lowerBound, "a node's location is where its range starts")
      checkLocation(node.location, "node")
      switch node.value {
      case .array(let elements): pending += elements
      case .object(let object):
        expect(object.duplicateMembers.isEmpty, "an object has no duplicate keys")
        for member in object.members {
          checkLocation(member.keyLocation, "key")
          pending.append(member.value)
        }
      default: break
      }
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
