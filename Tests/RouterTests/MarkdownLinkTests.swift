import Foundation
import Testing

/// Relative links in Markdown: where they point, and whether that file and heading exist.
///
/// Links are read outside fenced code blocks and code spans: inline links and images
/// (`[text](target "title")`, `<target>` included) and reference definitions (`[name]: target`).
/// A target with a scheme (`https:`, `mailto:`) is not relative and is left alone. Headings are
/// ATX headings (`## Title`), and their anchors GitHub's slugs: lowercase, characters other than
/// letters, marks, digits, `_`, `-` and spaces dropped, spaces made hyphens, `-1`, `-2` … added
/// to repeated ones.
enum MarkdownLinks {
  /// A link as written: its 1-based line and its target.
  struct Link: Hashable {
    var line: Int
    var target: String
  }

  /// The text with its fenced code blocks blanked out (their lines kept empty, so lines still count).
  static func withoutFences(_ text: String) -> String {
    var lines: [String] = []
    var fence: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) && trimmed.drop(while: { $0 == open.first }).allSatisfy(\.isWhitespace) {
          fence = nil
        }
        lines.append("")
        continue
      }
      if line.prefix(while: { $0 == " " }).count < 4, let marker = trimmed.first, marker == "`" || marker == "~" {
        let run = trimmed.prefix { $0 == marker }
        if run.count >= 3 {
          fence = String(run)
          lines.append("")
          continue
        }
      }
      lines.append(String(line))
    }
    return lines.joined(separator: "\n")
  }

  /// The text with fenced code blocks and code spans blanked out (line breaks kept, so lines still count).
  static func prose(_ text: String) -> [Character] {
    var characters = Array(withoutFences(text))
    // Code spans: a run of backticks up to the next run of the same length, within a paragraph.
    var index = 0
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count && characters[end] == "`" { end += 1 }
      let length = end - index
      var search = end
      var close: Int?
      while search < characters.count {
        if characters[search] == "\n" && search + 1 < characters.count && characters[search + 1] == "\n" { break }
        if characters[search] == "`" {
          var runEnd = search
          while runEnd < characters.count && characters[runEnd] == "`" { runEnd += 1 }
          if runEnd - search == length {
            close = runEnd
            break
          }
          search = runEnd
        } else {
          search += 1
        }
      }
      guard let close else {
        index = end
        continue
      }
      for position in index..<close where characters[position] != "\n" { characters[position] = " " }
      index = close
    }
    return characters
  }

  /// Every link of a Markdown text, in order.
  static func links(in text: String) -> [Link] {
    let characters = prose(text)
    var links: [Link] = []
    var line = 1
    var index = 0
    while index < characters.count {
      if index == 0 || characters[index - 1] == "\n", let definition = definition(characters, at: index) {
        links.append(Link(line: line, target: definition))
      }
      let character = characters[index]
      if character == "\n" {
        line += 1
        index += 1
        continue
      }
      guard character == "[", index == 0 || characters[index - 1] != "\\",
        let close = closingBracket(characters, from: index), close + 1 < characters.count,
        characters[close + 1] == "(", let (target, end) = destination(characters, from: close + 2)
      else {
        index += 1
        continue
      }
      links.append(Link(line: line, target: target))
      line += characters[index..<end].count { $0 == "\n" }
      index = end
    }
    return links
  }

  /// The target of a reference definition, `[name]: target`, on the line that starts at `start`.
  private static func definition(_ characters: [Character], at start: Int) -> String? {
    let open = start + min(3, characters[start...].prefix { $0 == " " }.count)
    guard open < characters.count, characters[open] == "[", let close = closingBracket(characters, from: open),
      close + 1 < characters.count, characters[close + 1] == ":"
    else { return nil }
    var target = close + 2
    while target < characters.count && characters[target] == " " { target += 1 }
    let end = characters[target...].firstIndex { $0 == " " || $0 == "\n" } ?? characters.count
    var written = String(characters[target..<end])
    if written.hasPrefix("<") && written.hasSuffix(">") { written = String(written.dropFirst().dropLast()) }
    return written.isEmpty ? nil : written
  }

  /// The `]` that closes the `[` at `start`, brackets nested, within one paragraph.
  private static func closingBracket(_ characters: [Character], from start: Int) -> Int? {
    var depth = 0
    var index = start
    while index < characters.count {
      switch characters[index] {
      case "\\": index += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { return index }
      case "\n" where index + 1 < characters.count && characters[index + 1] == "\n": return nil
      default: break
      }
      index += 1
    }
    return nil
  }

  /// A link destination from just after `(`: the target, and the index past the closing `)`.
  private static func destination(_ characters: [Character], from start: Int) -> (String, Int)? {
    var index = start
    while index < characters.count && characters[index].isWhitespace { index += 1 }
    var target = ""
    if index < characters.count && characters[index] == "<" {
      guard let close = characters[index...].firstIndex(of: ">") else { return nil }
      target = String(characters[(index + 1)..<close])
      index = close + 1
    } else {
      var depth = 0
      while index < characters.count {
        let character = characters[index]
        if character.isWhitespace { break }
        if character == "(" { depth += 1 }
        if character == ")" {
          if depth == 0 { break }
          depth -= 1
        }
        target.append(character)
        index += 1
      }
    }
    // An optional title, then `)`.
    var depth = 0
    while index < characters.count {
      if characters[index] == "(" { depth += 1 }
      if characters[index] == ")" {
        if depth == 0 { return (target, index + 1) }
        depth -= 1
      }
      if characters[index] == "\n" && index + 1 < characters.count && characters[index + 1] == "\n" { return nil }
      index += 1
    }
    return nil
  }

  /// The anchors of a Markdown text's headings, as GitHub makes them.
  static func anchors(in text: String) -> Set<String> {
    var anchors = Set<String>()
    var counts: [String: Int] = [:]
    let lines = withoutFences(text).split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      guard line.prefix(while: { $0 == " " }).count < 4 else { continue }
      let trimmed = line.drop { $0 == " " }
      let hashes = trimmed.prefix { $0 == "#" }.count
      guard (1...6).contains(hashes) else { continue }
      let rest = trimmed.dropFirst(hashes)
      guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { continue }
      var title = rest.trimmingCharacters(in: .whitespaces)
      // A closing sequence of #s.
      if let last = title.lastIndex(where: { $0 != "#" }), last < title.index(before: title.endIndex),
        title[last] == " "
      {
        title = String(title[..<last]).trimmingCharacters(in: .whitespaces)
      }
      let base = slug(headingText(title))
      let seen = counts[base, default: 0]
      counts[base] = seen + 1
      anchors.insert(seen == 0 ? base : "\(base)-\(seen)")
    }
    return anchors
  }

  /// The text a heading shows: links as their text, emphasis and code marks dropped.
  static func headingText(_ markdown: String) -> String {
    let linked = markdown.replacing(/!?\[([^\]]*)\]\([^)]*\)/) { $0.output.1 }
    return String(linked.filter { $0 != "*" && $0 != "`" })
  }

  /// GitHub's anchor for a heading's text.
  static func slug(_ text: String) -> String {
    var slug = ""
    for scalar in text.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars {
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation:
        slug.unicodeScalars.append(scalar)
      default:
        if scalar == "-" { slug.append("-") }
        if scalar == " " { slug.append("-") }
      }
    }
    return slug
  }

  /// Why each relative link of a Markdown file does not reach a file and, for an anchor, a heading.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - path: the file's path, as reported.
  ///   - directory: the folder relative targets start from.
  static func problems(in text: String, path: String, directory: URL) -> [String] {
    var problems: [String] = []
    for link in links(in: text) {
      let target = link.target
      if target.isEmpty {
        problems.append("\(path):\(link.line): empty link target")
        continue
      }
      if target.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.-]*:/) != nil || target.hasPrefix("//") { continue }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let filePart = String(parts[0]).removingPercentEncoding ?? String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : nil
      let fileURL = filePart.isEmpty ? nil : directory.appendingPathComponent(filePart).standardizedFileURL
      var targetText = text
      if let fileURL {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isFolder) else {
          problems.append("\(path):\(link.line): '\(target)': no such file '\(filePart)'")
          continue
        }
        guard anchor != nil else { continue }
        guard !isFolder.boolValue, fileURL.pathExtension.lowercased() == "md",
          let read = try? String(contentsOf: fileURL, encoding: .utf8)
        else {
          problems.append("\(path):\(link.line): '\(target)': an anchor into a file that is not Markdown")
          continue
        }
        targetText = read
      }
      if let anchor, !anchors(in: targetText).contains(anchor) {
        let known = anchors(in: targetText).sorted()
        let suggestion = known.min { distance($0, anchor) < distance($1, anchor) }.map { "; did you mean '#\($0)'?" }
        problems.append("\(path):\(link.line): '\(target)': no heading '#\(anchor)'\(suggestion ?? "")")
      }
    }
    return problems
  }

  /// The edit distance between two strings, for suggestions.
  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// `README.md`, every `Docs/*.md` and every `README.md` under `Corpora/`, by path from the package root.
  static func documentationFiles(root: URL) -> [String] {
    var files = ["README.md"]
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
    files += docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    let corpora = FileManager.default.enumerator(atPath: root.appendingPathComponent("Corpora").path)
    var readmes: [String] = []
    while let relative = corpora?.nextObject() as? String {
      if relative == "README.md" || relative.hasSuffix("/README.md") { readmes.append("Corpora/" + relative) }
    }
    return files + readmes.sorted()
  }
}

@Suite("documentation links")
struct MarkdownLinkTests {
  @Test(
    "GitHub's heading anchors",
    arguments: [
      ("The route", "the-route"),
      ("Apple's rules", "apples-rules"),
      ("The `route` command", "the-route-command"),
      ("Dates and times", "dates-and-times"),
      ("Where the router differs from hassil on purpose", "where-the-router-differs-from-hassil-on-purpose"),
      ("Side by side: hassil & us", "side-by-side-hassil--us"),
      ("snake_case and [a link](x.md)", "snake_case-and-a-link"),
      ("Japanese 日本語", "japanese-日本語"),
    ])
  func slugs(heading: String, anchor: String) {
    #expect(MarkdownLinks.slug(MarkdownLinks.headingText(heading)) == anchor)
  }

  @Test("links are read outside code, with their lines; repeated headings get numbered anchors")
  func reading() {
    let text = """
      # Title
      See [one](a.md) and ![image](img/b.png "B").
      `[not a link](c.md)` and
      ```
      [not a link either](d.md)
      ```
      A [link over
      two lines](e.md#part), [a folder](Docs/), <https://example.com> [web](https://example.com/x).

      [ref]: f.md#x
      ## Part
      ## Part
      """
    #expect(
      MarkdownLinks.links(in: text) == [
        .init(line: 2, target: "a.md"), .init(line: 2, target: "img/b.png"), .init(line: 7, target: "e.md#part"),
        .init(line: 8, target: "Docs/"), .init(line: 8, target: "https://example.com/x"),
        .init(line: 10, target: "f.md#x"),
      ])
    #expect(MarkdownLinks.anchors(in: text) == ["title", "part", "part-1"])
  }

  @Test("a broken link is found: a missing file, a missing heading, an anchor into a file that is not Markdown")
  func brokenLinks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "# Other\n## The part\n".write(to: folder.appendingPathComponent("Other.md"), atomically: true, encoding: .utf8)
    try "{}".write(to: folder.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
    let text = """
      # Here
      [fine](Other.md) [fine](Other.md#the-part) [fine](#here) [fine](data.json) [web](https://x.org/#y)
      [gone](Missing.md) [no heading](Other.md#part) [no heading here](#there) [not markdown](data.json#x)
      """
    let problems = MarkdownLinks.problems(in: text, path: "Doc.md", directory: folder)
    #expect(
      problems == [
        "Doc.md:3: 'Missing.md': no such file 'Missing.md'",
        "Doc.md:3: 'Other.md#part': no heading '#part'; did you mean '#the-part'?",
        "Doc.md:3: '#there': no heading '#there'; did you mean '#here'?",
        "Doc.md:3: 'data.json#x': an anchor into a file that is not Markdown",
      ])
  }

  @Test("every relative link in the README, Docs and the corpora's READMEs reaches a file and heading that exist")
  func documentationLinks() throws {
    let files = MarkdownLinks.documentationFiles(root: packageRoot)
    #expect(files.contains("Docs/README.md"), "Docs/ has no index")
    #expect(files.contains { $0.hasPrefix("Corpora/") }, "no README was found under Corpora/")
    var linkCount = 0
    for file in files {
      let url = packageRoot.appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      linkCount += MarkdownLinks.links(in: text).count
      let problems = MarkdownLinks.problems(in: text, path: file, directory: url.deletingLastPathComponent())
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
    #expect(linkCount >= 50, "only \(linkCount) links were found in \(files.count) files")
  }

  @Test("the README's Documentation list links every file of Docs/")
  func readmeLinksEveryDocument() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let linked = Set(
      MarkdownLinks.links(in: readme).map { String($0.target.split(separator: "#", maxSplits: 1).first ?? "") })
    let documents = MarkdownLinks.documentationFiles(root: packageRoot).filter { $0.hasPrefix("Docs/") }
    #expect(documents.count > 1)
    for document in documents {
      #expect(linked.contains(document), "the README does not link \(document)")
    }
  }
}
