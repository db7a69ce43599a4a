// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      1.606094, 1.606094, -0.275575, -0.31137, 1.844542, 1.385226, -0.947692, -0.530124, -1.976296, -0.664061, -1.973449, -1.089385, -0.239073, 1.508127, -3.062639, -1.018357, -1.202, 2.138069, -0.349916, 1.67517, 1.396659, 1.795318, 0.140492, 0.377613, -0.827311, 0.687026, 0.336945, -0.486875, -1.834743, 1.10356, 4.85873, -0.450732, -1.037724, -1.078266
    ],
    minimumConfidence: 0.33,
    fittedOn: (proposals: 3585, right: 725, noMatch: 4228))
}
