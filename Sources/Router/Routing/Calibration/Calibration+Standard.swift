// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      2.031907, 2.031907, 0.257376, -0.308706, 0.811631, 0.758727, -1.217454, 0.150954, -1.743379, -0.082221, -2.00226, -1.251478, -0.224537, -0.151262, -3.046263, -1.278045, -1.149494, 2.409677, 0.573365, 0.310699, 3.007223, 0.030504, 1.589935, 1.336727, -0.530771, -0.400576, 2.26749, 0.579716
    ],
    minimumConfidence: 0.36,
    fittedOn: (proposals: 2758, right: 685, noMatch: 8485))
}
