extension GoldenReport {
  /// The report for people: a block per changed utterance, then `N utterances, M changed`.
  ///
  /// ```
  /// golden.jsonl:12: changed: "log water in Water"
  ///   outcome: routed → ambiguous
  ///   app: Water → (none)
  /// 40 utterances, 1 changed
  /// ```
  public var text: String {
    changeBlocks + "\(cases.count) utterances, \(changedCount) changed\n"
  }

  /// One block per changed utterance: `FILE:LINE: changed: "utterance"` and its changes, indented.
  public var changeBlocks: String {
    cases.filter(\.isChanged).map(block).joined()
  }

  /// The block of one changed utterance, each line ending in a line break.
  func block(_ item: GoldenCase) -> String {
    var text = "\(file):\(item.line): changed: \(GoldenComparison.quoted(item.utterance))\n"
    for change in item.changes { text += "  \(change)\n" }
    return text
  }

  /// The report as JUnit XML: a test suite "golden" with one test case per utterance, changed ones failing.
  ///
  /// Laid out like `eval`'s report: a test case is named `FILE:LINE utterance`
  /// and classed by the stored route's `App.Intent` (or its outcome); a
  /// changed one has a `<failure type="changed">` whose message lists the
  /// changed fields and whose text is the utterance's block of the text report.
  public var junit: String {
    func attribute(_ text: String) -> String { text.xmlEscaped(inAttribute: true) }
    let counts = #"tests="\#(cases.count)" failures="\#(changedCount)" errors="0""#
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites name="route-eval" \#(counts)>"# + "\n"
    xml += #"  <testsuite name="golden" \#(counts) skipped="0">"# + "\n"
    xml += "    <properties>\n"
    xml += #"      <property name="file" value="\#(attribute(file))"/>"# + "\n"
    xml += #"      <property name="now" value="\#(reference.iso8601)"/>"# + "\n"
    xml += "    </properties>\n"
    for item in cases {
      let classname =
        item.stored.outcome == "routed"
        ? "\(item.stored.app ?? "").\(item.stored.intent ?? "")" : item.stored.outcome
      let name = "\(file):\(item.line) \(item.utterance)"
      xml += #"    <testcase classname="\#(attribute(classname))" name="\#(attribute(name))""#
      guard item.isChanged else {
        xml += "/>\n"
        continue
      }
      let fields = item.changes.map { String($0.prefix { $0 != ":" }) }
      xml += ">\n"
      xml += #"      <failure message="\#(attribute("changed: " + fields.joined(separator: ", ")))" type="changed">"#
      xml += ("\n" + block(item) + "      ").xmlEscaped(inAttribute: false)
      xml += "</failure>\n"
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }
}
