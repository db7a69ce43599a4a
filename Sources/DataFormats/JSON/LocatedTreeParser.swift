import PhraseGrammar
/// A reader of a text format into the located JSON tree: ``JSONParser`` and ``YAMLParser``.
package protocol LocatedTreeParser {
  /// Parses one document from UTF-8 bytes.
  ///
  /// - Parameter bytes: The document, as UTF-8.
  /// - Returns: The root value, with the locations of every nested value.
  /// - Throws: A ``JSONSyntaxError`` for the first problem in the input.
  static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONNode
}

extension LocatedTreeParser {
  /// Parses one document from a string.
  ///
  /// - Parameter text: The document.
  /// - Returns: The root value, with the locations of every nested value.
  /// - Throws: A ``JSONSyntaxError`` for the first problem in the input.
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try parse(Array(text.utf8))
  }
}
