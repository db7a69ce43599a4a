// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      1.087072, 1.087072, 0.272382, 0.294262, 1.762346, 1.332715, -0.763029, -0.43191, -1.501449, -0.21791, -1.348239, -1.0212, -1.725798, 1.668054, -3.089797, -1.135665, -0.492184, 1.594024, 0.803642, 1.613726, 1.475037, -0.033066, 0.053325, 0.126374, -0.668327, 0.316499, 0.342779, -0.199609, -1.241488, 0.118214, 5.199725, -0.573591, -0.870757, -0.53731, 0.739212, -2.152468, -0.829754, 0.614966
    ],
    minimumConfidence: 0.32,
    fittedOn: (proposals: 3620, right: 740, noMatch: 4228))
}
