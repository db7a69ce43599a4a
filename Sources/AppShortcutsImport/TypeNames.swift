/// Full nested type names (`Library.Mode`) and how a name written in Swift finds one.
enum TypeNames {
  /// `Mode` for `Library.Mode`.
  static func shortName(_ path: String) -> String {
    path.split(separator: ".").last.map(String.init) ?? path
  }

  /// The full name that a type written `path` (`Mode`, `Library.Mode`) names, seen from inside the
  /// type `scope` (a full name; empty at the top level), among the full names given.
  ///
  /// Lexical, as Swift looks names up: from the innermost enclosing type outwards, then the top
  /// level; failing that, the one name given that ends with the path (a module-qualified name, or
  /// an extension of a nested type written short), when there is exactly one.
  ///
  /// - Parameters:
  ///   - path: The type as written, dots included.
  ///   - scope: The full name of the type the name is written in.
  ///   - names: The full names of the types it may name.
  static func resolve(_ path: String, from scope: String, among names: Set<String>) -> String? {
    var prefix = scope.split(separator: ".").map(String.init)
    while true {
      let candidate = (prefix + [path]).joined(separator: ".")
      if names.contains(candidate) { return candidate }
      guard !prefix.isEmpty else { break }
      prefix.removeLast()
    }
    let matches = names.filter { $0.hasSuffix("." + path) }
    return matches.count == 1 ? matches.first : nil
  }

  /// The name a manifest gives a type: its short name when no other of the names has it, else its full name.
  ///
  /// - Parameters:
  ///   - fullName: The type's full name.
  ///   - names: The full names of the types of its kind (enums, or entities).
  static func manifestName(_ fullName: String, among names: [String]) -> String {
    let short = shortName(fullName)
    return names.contains { $0 != fullName && shortName($0) == short } ? fullName : short
  }
}
