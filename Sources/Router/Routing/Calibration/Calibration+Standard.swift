// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      2.346499, 2.346499, 0.90256, 0.231061, 0.986743, 0.879573, -0.732337, 0.445635, -1.15058, -0.128691, -2.294136, -0.690196, 0.049549, 0.207985, -3.075473, -2.171196, -1.372603, 1.939197, 1.304752, 0.966841
    ],
    minimumConfidence: 0.4,
    fittedOn: (proposals: 10684, right: 762, noMatch: 8485))
}
