import Testing

@testable import PhraseGrammar

@Suite("the walk's path")
struct StepStackTests {
  private func step(_ key: UInt64) -> Step { Step(key: key, start: 0, end: 1) }

  @Test("pushes, pops and grows past its first capacity")
  func pushAndPop() {
    var path = StepStack()
    for key in 0..<100 { path.append(step(UInt64(key))) }
    #expect(path.count == 100)
    #expect(path.map(\.key) == (0..<100).map(UInt64.init))
    path.truncate(to: 3)
    path.removeLast()
    #expect(path.map(\.key) == [0, 1])
    #expect(path.last?.key == 1)
  }

  @Test("a copy made unique gets memory of its own: pushing on it leaves the original as it was")
  func copies() {
    var original = StepStack()
    original.append(step(1))
    original.append(step(2))
    var copy = original
    copy.makeUnique()
    copy.removeLast()
    copy.append(step(3))
    #expect(original.map(\.key) == [1, 2])
    #expect(copy.map(\.key) == [1, 3])
  }
}
