// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      2.069686, 2.069686, 0.216125, -0.144073, 0.673239, 0.687466, -1.240617, 0.219719, -1.809486, 0.047956, -1.853289, -2.884, -0.350395, 0.00613, -3.032323, -1.396108, -0.935793, 1.727522, 0.258839, 0.223517, 4.439768, -0.203738, 1.200872, 2.904764, -0.736567, -0.225361, 1.981745, 0.557995
    ],
    minimumConfidence: 0.34,
    fittedOn: (proposals: 4925, right: 746, noMatch: 8485))
}
