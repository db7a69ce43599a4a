import Testing

@testable import Router

/// Text escaped for its reader: a terminal, or a Markdown renderer.
@Suite("Escaping text for terminals and Markdown")
struct TextEscapingTests {
  @Test(
    "a terminal sees control characters as escapes, and everything else as written",
    arguments: [
      ("plain words", "plain words"),
      ("title \u{1B}]0;pwned\u{7}", "title \\u001b]0;pwned\\u0007"),
      ("\u{1B}[31mred\u{1B}[0m", "\\u001b[31mred\\u001b[0m"),
      ("line\nfeed\ttab\rcr", "line\\nfeed\\ttab\\rcr"),
      ("nul\u{0} del\u{7F} csi\u{9B}", "nul\\u0000 del\\u007f csi\\u009b"),
      ("abc\u{202E}fed\u{2066}x\u{2069}", "abc\\u202efed\\u2066x\\u2069"),
      ("sep\u{2028}par\u{2029}", "sep\\u2028par\\u2029"),
      ("水を8オンス é 🍰 \\ back", "水を8オンス é 🍰 \\ back"),
    ])
  func terminal(input: String, expected: String) {
    #expect(input.terminalEscaped == expected)
  }

  @Test(
    "Markdown sees no markup, no HTML, no cell end and no line break in the text",
    arguments: [
      ("plain words", "plain words"),
      ("<script>alert('x')</script>", "&lt;script&gt;alert('x')&lt;/script&gt;"),
      ("Q&A <Beta>", "Q&amp;A &lt;Beta&gt;"),
      ("a | b", "a \\| b"),
      ("*bold* _it_ `code` [link](u) ~~s~~ \\", "\\*bold\\* \\_it\\_ \\`code\\` \\[link\\](u) \\~\\~s\\~\\~ \\\\"),
      ("one\ntwo\r\nthree\rfour\u{2028}five", "one<br>two<br>three<br>four<br>five"),
      ("bell\u{7} esc\u{1B}[1m tab\t", "bell\\u0007 esc\\u001b\\[1m tab\\t"),
      ("&amp; stays text", "&amp;amp; stays text"),
    ])
  func markdown(input: String, expected: String) {
    #expect(input.markdownEscaped == expected)
  }
}
