import Foundation
import Testing

@Suite("the project's licence")
struct LicenseTests {
  @Test("LICENSE is the Apache License 2.0 with the project's copyright line, and the README says so")
  func license() throws {
    let license = try String(contentsOf: packageRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
    #expect(license.hasPrefix("Copyright 2026 The Phrase Router authors\n"))
    #expect(license.contains("Apache License\n                           Version 2.0, January 2004"))
    #expect(license.contains("TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION"))
    #expect(license.contains("END OF TERMS AND CONDITIONS"))
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let opening = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(25).joined(separator: "\n")
    #expect(opening.contains("Apache License 2.0 (`LICENSE`)"))
    #expect(opening.contains("keeps its own licence"))
  }
}
