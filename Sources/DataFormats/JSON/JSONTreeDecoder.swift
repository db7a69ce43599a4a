import PhraseGrammar

/// A reader of one JSON document into a model that collects every problem it finds, each with
/// its file, line, column and JSON path, instead of stopping at the first.
///
/// A conformer holds the file name, the source bytes and the diagnostics found so far; this
/// protocol's extension gives it the typed accessors (``object(_:_:)``, ``string(_:_:)`` …) that
/// report a `TypeMismatch` at the node when the value has another type, and the checks every
/// such format shares (missing and duplicate keys):
///
/// ```swift
/// guard let root = parseRoot(), let object = object(root, JSONPath()),
///   let node = required("name", in: object, root, JSONPath()),
///   let name = string(node, JSONPath().appending(key: "name"))
/// else { return nil }
/// ```
package protocol JSONTreeDecoder {
  /// The file the document was read from, as diagnostics name it.
  var file: String { get }
  /// The document, as UTF-8.
  var source: [UInt8] { get }
  /// The problems found so far, in the order they were found.
  var diagnostics: [Diagnostic] { get set }
}

extension JSONTreeDecoder {
  /// The parsed document, or `nil` after reporting its syntax error as `InvalidJSON`.
  package mutating func parseRoot() -> JSONNode? {
    do {
      return try JSONParser.parse(source)
    } catch {
      diagnostics.append(
        Diagnostic(
          .error, id: "InvalidJSON", error.message, file: file,
          location: FileLocation(file: file, line: error.location.line, column: error.location.column)))
      return nil
    }
  }

  /// Where a node was written in the file, or `nil` for no node.
  package func location(of node: JSONNode?) -> FileLocation? {
    node.map { FileLocation(file: file, line: $0.location.line, column: $0.location.column) }
  }

  /// Reports an error at a node (the file alone when `node` is `nil`) and a JSON path.
  package mutating func error(_ id: String, _ message: String, at node: JSONNode?, _ path: JSONPath) {
    diagnostics.append(
      Diagnostic(.error, id: id, message, file: file, location: location(of: node), path: path.description))
  }

  /// The value of a key the object must have, or `nil` after reporting `MissingKey` at the object.
  package mutating func required(_ key: String, in object: JSONObject, _ node: JSONNode, _ path: JSONPath)
    -> JSONNode?
  {
    if let value = object[key] { return value }
    error("MissingKey", "missing required key '\(key)'", at: node, path)
    return nil
  }

  /// Reports `DuplicateKey` at each key that already appeared earlier in the object.
  package mutating func checkDuplicates(_ object: JSONObject, _ path: JSONPath) {
    for member in object.duplicateMembers {
      diagnostics.append(
        Diagnostic(
          .error, id: "DuplicateKey", "key '\(member.key)' appears twice", file: file,
          location: FileLocation(file: file, line: member.keyLocation.line, column: member.keyLocation.column),
          path: path.appending(key: member.key).description))
    }
  }

  /// The node's object, or `nil` after reporting a `TypeMismatch`.
  package mutating func object(_ node: JSONNode, _ path: JSONPath) -> JSONObject? {
    if case .object(let object) = node.value { return object }
    error("TypeMismatch", "expected an object, found \(node.value.kindName)", at: node, path)
    return nil
  }

  /// The node's array elements, or `nil` after reporting a `TypeMismatch`.
  package mutating func array(_ node: JSONNode, _ path: JSONPath) -> [JSONNode]? {
    if case .array(let elements) = node.value { return elements }
    error("TypeMismatch", "expected an array, found \(node.value.kindName)", at: node, path)
    return nil
  }

  /// The node's string, or `nil` after reporting a `TypeMismatch`.
  package mutating func string(_ node: JSONNode, _ path: JSONPath) -> String? {
    if case .string(let text) = node.value { return text }
    error("TypeMismatch", "expected a string, found \(node.value.kindName)", at: node, path)
    return nil
  }

  /// The node's boolean, or `nil` after reporting a `TypeMismatch`.
  package mutating func bool(_ node: JSONNode, _ path: JSONPath) -> Bool? {
    if case .bool(let flag) = node.value { return flag }
    error("TypeMismatch", "expected a boolean, found \(node.value.kindName)", at: node, path)
    return nil
  }

  /// The node's number as a `Double`, or `nil` after reporting a `TypeMismatch`.
  package mutating func number(_ node: JSONNode, _ path: JSONPath) -> Double? {
    if case .number(let number) = node.value { return number.double }
    error("TypeMismatch", "expected a number, found \(node.value.kindName)", at: node, path)
    return nil
  }
}
