import DataFormats

/// A calibration file could not be read: the message in `FILE:LINE:COL: error: …` form.
public struct CalibrationFileError: Error, CustomStringConvertible, Sendable {
  /// The error as `FILE:LINE:COL: error: message`.
  public var description: String
}

extension Calibration {
  /// The calibration file, one JSON object on one line: `{"version": 1, "kind": "calibration",
  /// "features": [name…], "weights": [number…], "minimumConfidence", "falseAcceptTarget",
  /// "fittedOn": {"proposals", "right", "noMatch"}}`.
  public var json: String {
    var writer = JSONWriter()
    writer.object { writer in
      writer.member("version", 1)
      writer.member("kind", "calibration")
      writer.member("features", strings: RouteEvidence.names)
      writer.member("weights") { $0.array(weights) { $0.number(Self.rounded($1)) } }
      writer.member("minimumConfidence", minimumConfidence)
      writer.member("falseAcceptTarget", Self.falseAcceptTarget)
      writer.member("fittedOn") { writer in
        writer.object {
          $0.member("proposals", fittedOn.proposals)
          $0.member("right", fittedOn.right)
          $0.member("noMatch", fittedOn.noMatch)
        }
      }
    }
    return writer.text
  }

  /// The calibration as the Swift source of ``standard``, the default: what `route-eval
  /// calibrate --format swift` writes into `Calibration+Standard.swift`.
  public var swiftSource: String {
    let weights = self.weights.map { String(Self.rounded($0)) }
    return """
      // Written by Scripts/calibrate.sh (route-eval calibrate --format swift); do not edit.

      extension Calibration {
        /// The default calibration, fitted on the bundled corpora's calibration lines
        /// (`Docs/Evaluation.md#calibration`).
        public static let standard = Calibration(
          weights: [
            \(weights.joined(separator: ", "))
          ],
          minimumConfidence: \(minimumConfidence),
          fittedOn: (proposals: \(fittedOn.proposals), right: \(fittedOn.right), noMatch: \(fittedOn.noMatch)))
      }

      """
  }

  /// A weight to six decimals (one too large for that as it is), as files give weights.
  static func rounded(_ weight: Double) -> Double { abs(weight) < 1e15 ? (weight * 1e6).rounded() / 1e6 : weight }

  /// Reads a calibration file; `file` names it in errors.
  public init(json bytes: [UInt8], file: String) throws(CalibrationFileError) {
    func fail(_ message: String, at location: JSONLocation = .start) -> CalibrationFileError {
      CalibrationFileError(description: "\(file):\(location.line):\(location.column): error: \(message)")
    }
    let root: JSONNode
    do { root = try JSONParser.parse(bytes) } catch { throw fail(error.message, at: error.location) }
    guard case .object(let object) = root.value, object["kind"]?.value.stringValue == "calibration" else {
      throw fail("not a calibration file (an object with \"kind\": \"calibration\")", at: root.location)
    }
    guard object["version"]?.value.numberValue?.int == 1 else {
      throw fail("unknown calibration version; this route-eval reads version 1", at: object["version"]?.location ?? root.location)
    }
    let names = object["features"]?.value.arrayValue?.compactMap(\.value.stringValue)
    guard names == RouteEvidence.names else {
      throw fail(
        "the calibration weighs other features than this route-eval knows; fit it again with 'route-eval calibrate'",
        at: object["features"]?.location ?? root.location)
    }
    guard let weightNodes = object["weights"]?.value.arrayValue,
      case let weights = weightNodes.compactMap({ $0.value.numberValue?.double }),
      weights.count == names?.count, weights.allSatisfy(\.isFinite)
    else {
      throw fail("'weights' must be one number per feature", at: object["weights"]?.location ?? root.location)
    }
    guard let minimum = object["minimumConfidence"]?.value.numberValue?.double, (0...1).contains(minimum) else {
      throw fail(
        "'minimumConfidence' must be a number from 0 to 1", at: object["minimumConfidence"]?.location ?? root.location)
    }
    let fitted = object["fittedOn"]?.value.objectValue
    func count(_ key: String) -> Int { fitted?[key]?.value.numberValue?.int ?? 0 }
    self.init(
      weights: weights, minimumConfidence: minimum,
      fittedOn: (count("proposals"), count("right"), count("noMatch")))
  }
}
