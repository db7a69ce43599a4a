// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      2.028736, 2.028736, 0.101842, -0.145176, 0.606387, 0.649925, -1.302308, 0.186356, -1.853323, 0.038885, -1.903043, -2.922164, -0.302593, 0.010709, -3.035184, -1.422993, -0.94419, 1.826528, 0.284471, 0.224196, 4.116078, -0.277024, 1.175207, 2.862288, -0.71682, -0.263046, 2.102199, 0.618739
    ],
    minimumConfidence: 0.34,
    fittedOn: (proposals: 4905, right: 746, noMatch: 8485))
}
