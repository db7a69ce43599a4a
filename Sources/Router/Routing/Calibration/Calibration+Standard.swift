// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      1.09903, 1.09903, 0.275629, 0.281251, 1.735379, 1.315846, -0.772397, -0.437859, -1.528762, -0.2404, -1.220225, -1.117527, -1.706732, 1.710166, -3.065545, -1.141591, -0.491383, 1.533463, 0.840796, 1.664007, 1.465241, -0.038605, -0.058889, 0.136287, -0.654231, 0.285267, 0.344219, -0.208449, -1.242261, 0.105533, 5.256015, -0.526836, -0.917532, -0.547124, 0.748212, -2.148433, -0.829855, 0.610035
    ],
    minimumConfidence: 0.33,
    fittedOn: (proposals: 3572, right: 740, noMatch: 4228))
}
