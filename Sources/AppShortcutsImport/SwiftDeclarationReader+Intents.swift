import DataFormats
import PhraseGrammar
import Router

/// Reading intents: their titles and parameters.
extension SwiftDeclarationReader.Reader {
  mutating func readIntents() {
    var names: [(name: String, declaration: String?)] = []
    for shortcut in result.shortcuts where !names.contains(where: { $0.name == shortcut.intentType }) {
      names.append((shortcut.intentType, shortcut.intentDeclaration))
    }
    for (name, fullName) in names {
      let candidates = declarations.filter { declaration in
        declaration.kind != "extension" && declaration.kind != "protocol"
          && (fullName.map { declaration.name == $0 } ?? (declaration.shortName == name))
      }
      guard let declaration = candidates.first else { continue }
      if candidates.count > 1 {
        let other = candidates[1]
        result.diagnostics.append(
          .warning(
            "intent '\(name)' is declared again at \(files[other.file].location(other.nameIndex)); the first "
              + "declaration is read",
            at: files[declaration.file].location(declaration.nameIndex)))
      }
      var intent = IntentDeclaration(
        name: name, scope: declaration.name, title: nil, parameters: [],
        location: files[declaration.file].location(declaration.nameIndex))
      var diagnostics: [Diagnostic] = []
      let bodies = [declaration] + declarations(named: declaration.name).filter { $0.kind == "extension" }
      for body in bodies {
        for member in members(body.body, in: body.file, isEnum: false, diagnostics: &diagnostics) {
          switch member {
          case .parameter(let parameter):
            intent.parameters.append(parameter)
          case .property("title", true, _, let value?, let index):
            let file = files[body.file]
            if let title = title(value, in: body.file, diagnostics: &diagnostics) {
              intent.title = title
            } else {
              diagnostics.append(.warning("cannot read the title '\(file.text(value))'", at: file.location(index)))
            }
          default:
            break
          }
        }
      }
      result.diagnostics += diagnostics
      result.intents.append(intent)
    }
  }
}
