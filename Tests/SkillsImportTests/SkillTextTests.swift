import Testing

@testable import SkillsImport

@Test("Skill files read as numbered lines, blank lines and comments left out")
func skillTextLines() {
  let lines = SkillText.lines(of: "what time is it\n\n  // a comment\n tell me the time \r\n")
  #expect(lines.map(\.number) == [1, 4])
  #expect(lines.map(\.text) == ["what time is it", "tell me the time"])
}
