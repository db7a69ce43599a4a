// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      2.098116, 2.098116, 0.17512, 0.099893, 0.688964, 0.693411, -1.205928, 0.132769, -1.758753, -0.094077, -1.175966, -1.922403, -0.220643, -0.211379, -3.013744, -1.477802, -0.985446, 1.961346, 0.258872, 0.173758, 5.529975, 0.107432
    ],
    minimumConfidence: 0.37,
    fittedOn: (proposals: 4925, right: 746, noMatch: 8485))
}
