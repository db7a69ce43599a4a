// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      2.001928, 2.001928, 0.186819, -0.314705, 0.77191, 0.732376, -0.729251, 0.126252, -1.81479, -0.061, -2.106237, -1.235593, -0.243197, -0.155896, -3.066995, -1.293343, -1.094848, 2.361355, 0.532924, 0.345124, 2.92655, 0.04724, 1.625011, 1.387285, -0.50817, -0.373563, 2.312999, 0.594009
    ],
    minimumConfidence: 0.36,
    fittedOn: (proposals: 2704, right: 685, noMatch: 8485))
}
