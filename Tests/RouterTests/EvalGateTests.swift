import Testing

@testable import Evaluation
@testable import Router

/// Gate thresholds: one way to write a rate, and no gate that cannot fail.
@Suite("Evaluation gates")
struct EvalGateTests {
  @Test(
    "a rate is a fraction in [0, 1] or a percentage with its sign",
    arguments: [
      ("0.95", 0.95), ("1", 1.0), ("0", 0.0), ("0.5", 0.5), (".5", 0.5), ("1.0", 1.0), ("95%", 0.95),
      ("100%", 1.0), ("0%", 0.0), ("2.5%", 0.025), ("0.9%", 0.009),
    ])
  func rates(text: String, expected: Double) throws {
    #expect(abs(try EvalGate.rate(text) - expected) < 1e-12)
  }

  @Test(
    "anything else is refused, with the spelling it probably meant",
    arguments: [
      ("95", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%); did you mean '95%'?"),
      ("1.5", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%); did you mean '1.5%'?"),
      ("100", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%); did you mean '100%'?"),
      ("95 %", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%); did you mean '95%'?"),
      ("250", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("150%", "a percentage is at most 100%"),
      ("-0.1", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("%", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("nan", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("inf", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("1e-1", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("0x1p-1", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("ninety", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("0.9.1", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
      ("1.", "a rate is a fraction from 0 to 1 (0.95) or a percentage (95%)"),
    ])
  func refused(text: String, message: String) {
    #expect(throws: EvalGateError(message: message)) { try EvalGate.rate(text) }
  }

  @Test(
    "a gate that cannot fail is refused",
    arguments: [
      (EvalGate.Metric.intentAccuracy, "0", "a min accuracy gate of 0.0% cannot fail; give a threshold above 0"),
      (.exactMatch, "0%", "a min exact gate of 0.0% cannot fail; give a threshold above 0"),
      (.falseAcceptRate, "1", "a max false accept gate of 100.0% cannot fail; give a threshold below 1 (100%)"),
      (.falseAcceptRate, "100%", "a max false accept gate of 100.0% cannot fail; give a threshold below 1 (100%)"),
    ])
  func cannotFail(metric: EvalGate.Metric, text: String, message: String) {
    #expect(throws: EvalGateError(message: message)) { try EvalGate(metric: metric, text: text) }
  }

  @Test("the bounds that can fail are kept")
  func bounds() throws {
    #expect(try EvalGate(metric: .intentAccuracy, text: "1").threshold == 1)
    #expect(try EvalGate(metric: .falseAcceptRate, text: "0").threshold == 0)
    #expect(try EvalGate(metric: .exactMatch, text: "0.01%").threshold == 0.0001)
  }
}
