// Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

extension Calibration {
  /// The default calibration, fitted on the bundled corpora's calibration lines
  /// (`Docs/Evaluation.md#calibration`).
  public static let standard = Calibration(
    weights: [
      1.774279, 1.774279, 0.427585, -1.060706, 0.642373, 0.494232, -0.730688, -0.338549, -1.981234, -0.461771, -2.070948, -1.191915, 0.292804, 0.961932, -3.327807, -1.314255, -1.527009, 2.837543, -0.023634, 1.392335, 1.718075, 1.012322, 0.901292, 0.73088, -0.915361, 0.193498, 1.033527, -0.271472, -1.627502, 4.480231
    ],
    minimumConfidence: 0.46,
    fittedOn: (proposals: 3474, right: 635, noMatch: 4228))
}
