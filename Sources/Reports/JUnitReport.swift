/// A JUnit XML document, as CI systems and code-review tools read it: one `<testsuites>` of one
/// `<testsuite>`, with properties and a `<testcase>` per case, failing ones holding a `<failure>`.
///
/// Every report that speaks JUnit (`eval`, `test`) builds one and reads ``xml``. Text is escaped
/// for XML 1.0; characters it cannot hold become U+FFFD. Times, when given, are seconds with six
/// decimals.
package struct JUnitReport {
  /// One test case.
  package struct TestCase {
    package var classname: String
    package var name: String
    /// Its time in seconds, or nil for none.
    package var seconds: Double?
    /// Its `<property>` elements, in order.
    package var properties: [(name: String, value: String)] = []
    package var failure: Failure?

    package init(
      classname: String, name: String, seconds: Double? = nil, properties: [(name: String, value: String)] = [],
      failure: Failure? = nil
    ) {
      (self.classname, self.name, self.seconds) = (classname, name, seconds)
      (self.properties, self.failure) = (properties, failure)
    }
  }

  /// Why a test case failed.
  package struct Failure {
    package var message: String
    package var type: String
    /// The element's text, or nil for an empty element.
    package var text: String?

    package init(message: String, type: String, text: String? = nil) {
      (self.message, self.type, self.text) = (message, type, text)
    }
  }

  /// The test suite's name.
  package var suite: String
  /// The whole run's time in seconds, or nil for none.
  package var seconds: Double?
  /// The suite's `<property>` elements, in order.
  package var properties: [(name: String, value: String)]
  package var cases: [TestCase]
  /// How many cases failed, when it is not the number of cases with a failure.
  package var failureCount: Int?

  package init(
    suite: String, seconds: Double? = nil, properties: [(name: String, value: String)], cases: [TestCase],
    failureCount: Int? = nil
  ) {
    (self.suite, self.seconds, self.properties) = (suite, seconds, properties)
    (self.cases, self.failureCount) = (cases, failureCount)
  }

  /// The document.
  package var xml: String {
    func attribute(_ text: String) -> String { text.xmlEscaped(inAttribute: true) }
    func time(_ seconds: Double?) -> String { seconds.map { #" time="\#(Self.seconds($0))""# } ?? "" }
    let failures = failureCount ?? cases.count { $0.failure != nil }
    let counts = #"tests="\#(cases.count)" failures="\#(failures)" errors="0""#
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites name="route-eval" \#(counts)\#(time(seconds))>"# + "\n"
    xml += #"  <testsuite name="\#(attribute(suite))" \#(counts) skipped="0"\#(time(seconds))>"# + "\n"
    xml += "    <properties>\n"
    for (name, value) in properties {
      xml += #"      <property name="\#(attribute(name))" value="\#(attribute(value))"/>"# + "\n"
    }
    xml += "    </properties>\n"
    for item in cases {
      xml += #"    <testcase classname="\#(attribute(item.classname))" name="\#(attribute(item.name))""#
      xml += time(item.seconds)
      guard item.failure != nil || !item.properties.isEmpty else {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      if !item.properties.isEmpty {
        xml += "      <properties>\n"
        for (name, value) in item.properties {
          xml += #"        <property name="\#(attribute(name))" value="\#(attribute(value))"/>"# + "\n"
        }
        xml += "      </properties>\n"
      }
      if let failure = item.failure {
        xml += #"      <failure message="\#(attribute(failure.message))" type="\#(attribute(failure.type))""#
        if let text = failure.text {
          xml += ">" + text.xmlEscaped(inAttribute: false) + "</failure>\n"
        } else {
          xml += "/>\n"
        }
      }
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Seconds with six decimals (microseconds), without exponent notation.
  package static func seconds(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "0.000000" }
    let micro = Int((value * 1e6).rounded())
    let fraction = String(micro % 1_000_000)
    return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }
}

extension String {
  /// The text escaped for XML 1.0 (and HTML): as element content, or as an attribute value.
  ///
  /// `&`, `<` and `>` become entities, and so, in an attribute, do `"` and `'`; a carriage return becomes
  /// a character reference, and in an attribute so do tab and line feed (which attribute normalization
  /// would turn into spaces); every other character XML 1.0 does not allow (C0 controls, U+FFFE, U+FFFF)
  /// becomes U+FFFD.
  package func xmlEscaped(inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += inAttribute ? "&quot;" : "\""
      case "'": result += inAttribute ? "&#39;" : "'"
      case "\r": result += "&#13;"
      case "\t": result += inAttribute ? "&#9;" : "\t"
      case "\n": result += inAttribute ? "&#10;" : "\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
