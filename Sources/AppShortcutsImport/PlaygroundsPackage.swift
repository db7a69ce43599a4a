import Foundation
import PhraseGrammar

/// The app a Swift Playgrounds app package (`My App.swiftpm/Package.swift`) builds:
/// the `name:` of its `.iOSApplication(name: "My App", targets: [...], ...)` product.
enum PlaygroundsPackage {
  /// The names of the `.iOSApplication` products of a package manifest, in file order, with their places.
  ///
  /// - Parameters:
  ///   - text: The text of `Package.swift`.
  ///   - file: Its path, for the places.
  static func appNames(_ text: String, file: String) -> [(name: String, location: FileLocation)] {
    let source = SwiftSourceFile(path: file, text: text)
    var names: [(name: String, location: FileLocation)] = []
    for index in source.tokens.indices.dropLast()
    where source.isIdentifier(index, "iOSApplication") && index > 0 && source.isPunctuation(index - 1, ".") {
      for argument in source.arguments(ofCallAt: index + 1) where argument.label == "name" {
        guard let (literal, at) = source.firstString(in: argument.range), let name = literal.plainText,
          !name.trimmingCharacters(in: .whitespaces).isEmpty
        else { continue }
        names.append((name.trimmingCharacters(in: .whitespaces), source.location(at)))
        break
      }
    }
    return names
  }
}
