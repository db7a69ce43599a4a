// Formats being added; see EvalReport+JUnit.swift and EvalReport+HTML.swift when they land.
extension EvalReport {
  public var junit: String { "" }
  public var html: String { "" }
}
