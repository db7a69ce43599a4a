import Foundation
import Testing

@testable import Evaluation
@testable import Lint
@testable import Router

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The JUnit and HTML reports on a small corpus with failures, a steal, a tie and hostile text.
///
/// | # | utterance | label | routed |
/// |---|---|---|---|
/// | 1 | log 12 ounces in Water | Water.LogWater amount=12 | exact |
/// | 2 | log 5 ounces | Water.LogWater amount=6 | wrong value |
/// | 3 | ask a question | Q&A <Beta>.Ask | exact |
/// | 4 | log water | ambiguous | exact |
/// | 5 | show water | Q&A <Beta>.Ask | Water.Show: a steal |
/// | 6 | say "<script>…" & more, with a BEL | Water.LogWater | noMatch |
/// | 7 | hello there | noMatch | exact |
@Suite("Evaluation report formats")
struct EvalReportFormatTests {
  static let water = """
    {"app": "Water", "intents": [
      {"id": "LogWater", "parameters": [{"name": "amount", "type": "integer"}],
       "phrases": ["log {amount} ounces [in {applicationName}]", "log water"]},
      {"id": "Show", "phrases": ["show water"]}]}
    """
  static let beta = """
    {"app": "Q&A <Beta>", "intents": [
      {"id": "Ask", "phrases": ["ask a question", "log water"]}]}
    """
  static let corpus = #"""
    {"utterance": "log 12 ounces in Water", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"amount": 12}}, "tags": ["named"]}
    {"utterance": "log 5 ounces", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"amount": 6}}, "tags": ["free"]}
    {"utterance": "ask a question", "expect": {"app": "Q&A <Beta>", "intent": "Ask"}}
    {"utterance": "log water", "expect": {"outcome": "ambiguous", "apps": ["Q&A <Beta>", "Water"]}, "tags": ["tie"]}
    {"utterance": "show water", "expect": {"app": "Q&A <Beta>", "intent": "Ask"}, "tags": ["steal&co"]}
    {"utterance": "say \"<script>alert('x')</script>\" & more\u0007", "expect": {"app": "Water", "intent": "LogWater"}, "tags": ["hostile"]}
    {"utterance": "hello there", "expect": {"outcome": "noMatch"}}
    """#
  static let hostile = "say \"<script>alert('x')</script>\" & more\u{7}"

  static func report(manifests: [String] = [water, beta], corpus: String = corpus) throws -> EvalReport {
    let router = try makeRouter(manifests)
    let (entries, problems) = CorpusLoader.decode(Array(corpus.utf8), file: "corpus.jsonl")
    #expect(problems.isEmpty, "\(problems.map(\.description))")
    return EvalReport(cases: Evaluator(router: router).run(entries), router: router)
  }

  @Test("the corpus fails where the table says")
  func premises() throws {
    let report = try Self.report()
    #expect(report.total == 7)
    #expect(report.cases.count == 7)
    #expect(report.failures.map(\.line) == [2, 5, 6])
    #expect(report.appConfusion.labels == ["Q&A <Beta>", "Water", "ambiguous", "none"])
  }

  // MARK: JUnit

  @Test("JUnit parses as XML with one test case per line and one failure per inexact line")
  func junitStructure() throws {
    let report = try Self.report()
    let document = try #require(XMLDocumentModel(parsing: report.junit))
    #expect(document.root?.name == "testsuites")
    let suites = document.elements(named: "testsuite")
    #expect(suites.count == 1)
    let suite = try #require(suites.first)
    #expect(suite.attributes["name"] == "routing")
    #expect(suite.attributes["tests"] == "7")
    #expect(suite.attributes["failures"] == "3")
    #expect(document.elements(named: "testcase").count == 7)
    #expect(document.elements(named: "failure").count == 3)
    let properties = document.elements(named: "property")
    #expect(properties.first { $0.attributes["name"] == "intentAccuracy" }?.attributes["value"] == "0.7143")
    #expect(properties.first { $0.attributes["name"] == "total" }?.attributes["value"] == "7")
    for testCase in document.elements(named: "testcase") {
      let time = try #require(testCase.attributes["time"])
      #expect(Double(time) != nil, "time \(time)")
    }
  }

  @Test("JUnit names, classes and failure messages round-trip through the parser")
  func junitText() throws {
    let report = try Self.report()
    let document = try #require(XMLDocumentModel(parsing: report.junit))
    let cases = document.elements(named: "testcase")
    // Classed by the expected App.Intent (or outcome), as `test` classes its cases; tags are properties.
    #expect(
      cases.map { $0.attributes["classname"] ?? "" } == [
        "Water.LogWater", "Water.LogWater", "Q&A <Beta>.Ask", "ambiguous", "Q&A <Beta>.Ask", "Water.LogWater",
        "noMatch",
      ])
    let tags = document.elements(named: "property").filter { $0.attributes["name"] == "tag" }
    #expect(tags.map { $0.attributes["value"] ?? "" } == ["named", "free", "tie", "steal&co", "hostile"])
    // The control character XML 1.0 cannot hold becomes U+FFFD; the rest comes back as written.
    let hostileName = "corpus.jsonl:6 " + Self.hostile.replacing("\u{7}", with: "\u{FFFD}")
    #expect(cases[5].attributes["name"] == hostileName)
    let failures = document.elements(named: "failure")
    #expect(
      failures.map { $0.attributes["message"] ?? "" } == [
        "expected Water.LogWater, got Water.LogWater: 'amount': expected 6, got 5",
        "expected Q&A <Beta>.Ask, got Water.Show",
        "expected Water.LogWater, got noMatch",
      ])
    #expect(failures[0].text.contains("'amount': expected 6, got 5"))
    #expect(failures[1].text.contains("selected: Water.Show \"show water\""))
    #expect(failures[2].text.contains("<script>alert('x')</script>"))
    #expect(failures.map { $0.attributes["type"] ?? "" } == ["parameters", "routing", "routing"])
  }

  @Test("JUnit puts a line's tags in its test case's properties, before its failure")
  func junitTags() throws {
    let junit = try Self.report().junit
    #expect(
      junit.contains(#"<testcase classname="Water.LogWater" name="corpus.jsonl:1 log 12 ounces in Water" time=""#))
    #expect(
      junit.contains(
        """
              <properties>
                <property name="tag" value="named"/>
              </properties>
            </testcase>
        """))
    #expect(
      junit.contains(
        """
              <properties>
                <property name="tag" value="free"/>
              </properties>
              <failure message="expected Water.LogWater, got Water.LogWater: &#39;amount&#39;: expected 6, got 5"
        """))
    #expect(junit.contains(#"<testcase classname="noMatch" name="corpus.jsonl:7 hello there" time=""#))
  }

  // MARK: Markdown

  @Test("the Markdown failures say why: what differs, then the router's word on it")
  func markdownWhy() throws {
    let corpus =
      Self.corpus + "\n" + #"{"utterance": "log water", "expect": {"outcome": "ambiguous", "apps": ["Water"]}}"#
    let markdown = try Self.report(corpus: corpus).markdown
    let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| corpus.jsonl:") }.map(String.init)
    #expect(rows.count == 4)
    #expect(rows[0].contains("| 'amount': expected 6, got 5; selected: Water.LogWater \"log {amount} ounces "))
    #expect(rows[1].hasSuffix("| Water.Show | selected: Water.Show \"show water\": ranks first |"))
    #expect(rows[2].contains("| noMatch | note: "))
    #expect(rows[3].contains("| expected a tie between Water, got "))
    #expect(rows[3].contains("; tied: "))
    for row in rows { #expect(!row.hasSuffix("|  |"), "\(row)") }
  }

  @Test("Markdown never writes markup, control characters or cell ends from the corpus raw")
  func markdownEscaping() throws {
    let markdown = try Self.report().markdown
    #expect(!markdown.contains("<script"))
    #expect(!markdown.contains("<Beta>"))
    #expect(!markdown.contains("\u{7}"))
    #expect(markdown.contains(#"say "&lt;script&gt;alert('x')&lt;/script&gt;" &amp; more\u0007"#))
    #expect(markdown.contains("| Q&amp;A &lt;Beta&gt; | 1 |"))
    #expect(markdown.contains("| steal&amp;co | 1 |"))
    // Every table row keeps its columns: no '|' from the data ends a cell.
    let header = markdown.split(separator: "\n").first { $0.hasPrefix("| line | utterance") }
    let failureRows = markdown.split(separator: "\n").filter { $0.hasPrefix("| corpus.jsonl:") }
    #expect(header != nil)
    for row in failureRows {
      #expect(row.replacing("\\|", with: "").count { $0 == "|" } == 6, "\(row)")
    }
    let piped = try Self.report(
      corpus: #"{"utterance": "log 5 ounces | drop\ntable", "expect": {"app": "Water", "intent": "Show"}}"#
    ).markdown
    #expect(piped.contains("| log 5 ounces \\| drop<br>table |"))
  }

  @Test("the text report shows control characters from the corpus as escapes")
  func textEscaping() throws {
    let text = try Self.report().text
    #expect(!text.contains("\u{7}"))
    #expect(text.contains(#"corpus.jsonl:6: "say "<script>alert('x')</script>" & more\u0007""#))
  }

  @Test("JUnit never writes markup or control characters from the corpus raw")
  func junitEscaping() throws {
    let junit = try Self.report().junit
    #expect(!junit.contains("<script>"))
    #expect(junit.contains("&lt;script&gt;"))
    #expect(!junit.contains("\u{7}"))
    #expect(!junit.contains("Q&A"))
  }

  @Test(
    "escapes text for XML",
    arguments: [
      ("plain", false, "plain"),
      ("a & b < c > d", false, "a &amp; b &lt; c &gt; d"),
      ("\"q\" 'a'", true, "&quot;q&quot; &#39;a&#39;"),
      ("\"q\" 'a'", false, "\"q\" 'a'"),
      ("line\nfeed\ttab\rcr", true, "line&#10;feed&#9;tab&#13;cr"),
      ("line\nfeed\ttab\rcr", false, "line\nfeed\ttab&#13;cr"),
      ("nul\u{0}bel\u{7}esc\u{1B}", false, "nul\u{FFFD}bel\u{FFFD}esc\u{FFFD}"),
      ("\u{FFFE}\u{FFFF}", true, "\u{FFFD}\u{FFFD}"),
      ("水を8オンス é 🍰", true, "水を8オンス é 🍰"),
    ])
  func xmlEscaping(input: String, inAttribute: Bool, expected: String) {
    #expect(input.xmlEscaped(inAttribute: inAttribute) == expected)
  }

  // MARK: HTML

  @Test("the HTML heat map has one cell per matrix entry, its counts and every label")
  func htmlHeatMap() throws {
    let report = try Self.report()
    let html = report.html
    let svg = try #require(Self.svg(in: html, class: "heatmap"))
    let document = try #require(XMLDocumentModel(parsing: svg), "the heat map is well-formed XML")
    let labels = report.appConfusion.labels
    let cells = document.elements(named: "rect").filter { $0.attributes["class"] == "cell" }
    #expect(cells.count == labels.count * labels.count)
    let texts = document.elements(named: "text").map(\.text)
    let titles = document.elements(named: "title").map(\.text)
    for (row, expected) in labels.enumerated() {
      for (column, predicted) in labels.enumerated() {
        let count = report.appConfusion.counts[row][column]
        #expect(titles.contains { $0.hasPrefix("expected \(expected), predicted \(predicted): \(count) of ") })
        if count > 0 { #expect(texts.contains { $0 == String(count) }) }
      }
    }
    // Every label heads a row and a column.
    for label in labels {
      #expect(texts.filter { $0.hasPrefix(label) }.count >= 2, "\(label)")
    }
    #expect(svg.contains("Q&amp;A &lt;Beta&gt;"))
  }

  @Test("the HTML names every app, escapes utterances and loads nothing from outside")
  func htmlContent() throws {
    let report = try Self.report()
    let html = report.html
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.hasSuffix("</html>\n"))
    for app in report.perApp.map(\.app) {
      #expect(html.contains(app.xmlEscaped(inAttribute: true)))
    }
    let bars = try #require(Self.svg(in: html, class: "bars"))
    #expect(XMLDocumentModel(parsing: bars) != nil, "the bar chart is well-formed XML")
    #expect(bars.contains("Q&amp;A &lt;Beta&gt;"))
    #expect(bars.contains(">Water<"))
    // Hostile text is escaped; the page runs no script at all.
    #expect(!html.contains("<script"))
    #expect(html.contains("say &quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; &amp; more\u{FFFD}"))
    #expect(!html.contains("\u{7}"))
    #expect(!html.contains("<Beta>"))
    // Self-contained: no URL, no fetched resource; links only within the page.
    #expect(!html.contains("http://"))
    #expect(!html.contains("https://"))
    #expect(!html.contains("src="))
    #expect(!html.contains("@import"))
    #expect(!html.contains("url("))
    var rest = html[...]
    while let range = rest.range(of: "href=\"") {
      #expect(rest[range.upperBound...].hasPrefix("#"))
      rest = rest[range.upperBound...]
    }
  }

  @Test("the HTML has every section, the failures, the steal and the coverage")
  func htmlSections() throws {
    let html = try Self.report().html
    for anchor in ["confusion", "apps", "steals", "slots", "tags", "coverage", "failures"] {
      #expect(html.contains("id=\"\(anchor)\""), "\(anchor)")
    }
    #expect(html.contains("<h2>Failures (3)</h2>"))
    #expect(html.components(separatedBy: "<article class=\"failure\">").count == 4)
    #expect(html.contains("&#39;amount&#39;: expected 6, got 5"))
    #expect(html.contains("<td>Q&amp;A &lt;Beta&gt;</td><td>Water</td><td class=\"num\">1</td>"))
    #expect(html.contains("Q&amp;A &lt;Beta&gt;.Ask"))
    #expect(html.contains("<span class=\"chip\">steal&amp;co</span>"))
    #expect(html.contains("<code>show water</code>"))
  }

  @Test("thirty apps: the heat map keeps one cell per entry and turns its column labels")
  func htmlManyApps() throws {
    let names = (1...30).map { "App Number \($0) With A Long Name" }
    let manifests = names.enumerated().map { index, name in
      #"{"app": "\#(name)", "intents": [{"id": "Do", "phrases": ["do thing \#(index)", "do it"]}]}"#
    }
    let corpus =
      names.enumerated().map { index, name in
        #"{"utterance": "do thing \#(index)", "expect": {"app": "\#(name)", "intent": "Do"}}"#
          + "\n" + #"{"utterance": "do thing \#((index + 1) % 30)", "expect": {"app": "\#(name)", "intent": "Do"}}"#
      }.joined(separator: "\n") + "\n" + #"{"utterance": "do it", "expect": {"outcome": "noMatch"}}"#
    let report = try Self.report(manifests: manifests, corpus: corpus)
    // 30 apps, then ambiguous ("do it" ties everywhere) and none (its label).
    #expect(report.appConfusion.labels.count == 32)
    let svg = try #require(Self.svg(in: report.html, class: "heatmap"))
    let document = try #require(XMLDocumentModel(parsing: svg))
    #expect(document.elements(named: "rect").filter { $0.attributes["class"] == "cell" }.count == 32 * 32)
    #expect(svg.contains("rotate(-45"))
    for name in names { #expect(svg.contains(">\(name)<") || svg.contains(">\(name.prefix(20))")) }
    let width = try #require(document.root?.attributes["width"].flatMap { Int($0) })
    #expect(width <= 1_320, "the heat map fits a wide page: \(width)")
  }

  @Test("an empty corpus still gives a complete page and a valid JUnit file")
  func empty() throws {
    let report = try Self.report(corpus: "")
    #expect(report.html.contains("No utterances."))
    let document = try #require(XMLDocumentModel(parsing: report.junit))
    #expect(document.elements(named: "testcase").isEmpty)
    #expect(document.elements(named: "testsuite").first?.attributes["tests"] == "0")
  }

  /// The `<svg class="…">…</svg>` element of a page.
  static func svg(in html: String, class name: String) -> String? {
    guard let start = html.range(of: "<svg class=\"\(name)\""),
      let end = html.range(of: "</svg>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.lowerBound..<end.upperBound])
  }
}

/// A parsed XML document, flattened: every element in document order with its attributes and text.
struct XMLDocumentModel {
  struct Element {
    var name: String
    var attributes: [String: String]
    /// The text directly and indirectly inside the element.
    var text: String
  }

  var elements: [Element] = []
  var root: Element? { elements.first }

  /// Parses `xml` with Foundation's `XMLParser`; nil when it is not well-formed.
  init?(parsing xml: String) {
    let collector = Collector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    guard parser.parse() else { return nil }
    elements = collector.elements
  }

  func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      open.append(elements.count)
      elements.append(Element(name: elementName, attributes: attributes, text: ""))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      for index in open { elements[index].text += string }
    }
  }
}
