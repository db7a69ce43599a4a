import Testing

@testable import Router

@Suite("Identifier words")
struct IdentifierWordsTests {
  @Test(
    "identifierWords is splitIdentifier lowercased, capitalized on request",
    arguments: [
      "", "amount", "extraLarge", "extra_large", "extra-large", "ExtraLarge", "URLString", "item2Name", "a_B-c",
      "__x", "-", "HTTP2Server", "émoiNote", "noteÉtat", "ÉtatCivil", "x\r\ny", "名前Name", "ß_straße",
    ])
  func words(id: String) {
    let words = LexiconValue.splitIdentifier(id).lowercased()
    #expect(LexiconValue.identifierWords(id) == words)
    #expect(LexiconValue.identifierWords(id, capitalized: true) == words.prefix(1).uppercased() + words.dropFirst())
  }
}
