// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      2.062197, 2.062197, -0.272249, -0.254504, 0.660602, 0.505434, -1.025332, -0.57793, -1.922985, -0.718889, -1.93133, -0.944585, 0.408059, 1.259619, -3.360573, -1.33151, -1.563815, 2.069284, -0.172604, 1.624903, 1.030822, 1.466714, 0.247193, 0.61025, -0.603933, 0.609852, 0.354452, -0.337357, -1.82023, 1.335491, 4.751199, -0.432703
    ],
    minimumConfidence: 0.33,
    fittedOn: (proposals: 3474, right: 635, noMatch: 4228))
}
