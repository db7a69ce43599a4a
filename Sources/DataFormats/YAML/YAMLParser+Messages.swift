import PhraseGrammar
extension YAMLParser {
  /// The parser's messages, one constructor per problem, in compiler style.
  enum Message {
    static let invalidUTF8 = "invalid UTF-8"
    static let loneCarriageReturn = "carriage return without a line feed"
    static let tabIndentation = "tabs are not allowed in indentation"
    static let badIndentation = "bad indentation"
    static let badMappingIndentation = "bad indentation of a mapping entry"
    static let badSequenceIndentation = "bad indentation of a sequence entry"
    static let sequenceEntry = "expected '-' to begin a sequence entry"
    static let sequenceEntryInMapping = "expected a mapping key, not a sequence entry"
    static let sequenceNotAllowed = "a block sequence cannot start on the line of its mapping key"
    static let mappingNotAllowed = "a block mapping cannot start on the line of its mapping key"
    static let keyInPlainScalar = "unexpected ':' in a multi-line plain scalar"
    static let colon = "expected ':' after mapping key"
    static let missingKey = "expected a mapping key before ':'"
    static let multilineKey = "mapping keys must be on one line"
    static let unterminatedString = "unterminated string"
    static let unterminatedFlowSequence = "unterminated flow sequence"
    static let unterminatedFlowMapping = "unterminated flow mapping"
    static let afterFlowElement = "expected ',' or ']' after flow sequence element"
    static let afterFlowMember = "expected ',' or '}' after flow mapping member"
    static let flowMappingColon = "expected ':' after flow mapping key"
    static let flowPair = "mappings inside flow sequences are not supported"
    static let flowKey = "flow collections as mapping keys are not supported"
    static let aliasKey = "anchors and aliases on mapping keys are not supported"
    static let complexKey = "complex mapping keys ('? ') are not supported"
    static let mergeKey = "merge keys ('<<') are not supported"
    static let tag = "tags are not supported"
    static let directive = "directives are not supported"
    static let secondDocument = "a second document is not supported"
    static let afterDocumentEnd = "unexpected content after the document end marker '...'"
    static let sequenceInFlow = "block sequence entries are not allowed in flow collections"
    static let blockScalarInFlow = "block scalars are not allowed in flow collections"
    static let indentationIndicator = "the indentation indicator must be a digit from 1 to 9"
    static let anchorName = "expected an anchor name after '&'"
    static let aliasName = "expected an alias name after '*'"
    static let twoAnchors = "a value can have only one anchor"
    static let tooDeep = "nesting deeper than \(YAMLParser.maximumDepth) levels"
    static let aliasExpansion = "aliases stand for more than \(YAMLParser.maximumAliasExpansion) values"

    static func controlCharacter(_ character: String) -> String { "control character '\(character)'" }
    static func afterValue(_ character: String) -> String { "unexpected '\(character)' after value" }
    static func afterBlockScalarHeader(_ character: String) -> String {
      "unexpected '\(character)' after block scalar indicator"
    }
    static func duplicateKey(_ key: String) -> String { "duplicate key '\(key)'" }
    static func unknownAnchor(_ name: String) -> String { "alias '*\(name)' names no anchor defined before it" }
    static func reserved(_ character: String) -> String { "'\(character)' cannot start a plain scalar" }
    static func invalidEscape(_ character: String) -> String { "invalid escape '\\\(character)'" }
    static func invalidHexEscape(_ text: String, _ digits: Int) -> String {
      "invalid escape '\(text)'; expected \(digits) hex digits"
    }
    static func invalidScalarEscape(_ text: String) -> String { "escape '\(text)' is not a Unicode scalar" }
    static func notFinite(_ text: String) -> String { "'\(text)' is not a finite number" }
    static func integerRange(_ text: String) -> String { "integer '\(text)' is out of range" }
  }

  /// The bytes the parser looks for, by name: the JSON parser's, and YAML's indicators.
  typealias Byte = JSONParser.ASCII
}

extension JSONParser.ASCII {
  static let exclamation = UInt8(ascii: "!")
  static let hash = UInt8(ascii: "#")
  static let percent = UInt8(ascii: "%")
  static let ampersand = UInt8(ascii: "&")
  static let greaterThan = UInt8(ascii: ">")
  static let question = UInt8(ascii: "?")
  static let at = UInt8(ascii: "@")
  static let backtick = UInt8(ascii: "`")
  static let lowerO = UInt8(ascii: "o")
  static let lowerX = UInt8(ascii: "x")
  static let pipe = UInt8(ascii: "|")

  /// Whether a byte is `,`, `[`, `]`, `{` or `}`, which end a plain scalar in a flow collection.
  static func isFlowIndicator(_ byte: UInt8) -> Bool {
    byte == comma || byte == openBracket || byte == closeBracket || byte == openBrace || byte == closeBrace
  }
}
