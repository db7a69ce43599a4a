import DataFormats
import Foundation
import PhraseGrammar

/// Decodes the manifest format from a parsed JSON tree, collecting problems with their places.
package struct ManifestDecoder: JSONTreeDecoder {
  package let file: String
  package let source: [UInt8]
  package var diagnostics: [Diagnostic] = []

  /// A decoder of one manifest file's bytes.
  package init(file: String, source: [UInt8]) {
    self.file = file
    self.source = source
  }

  static let typeNames = [
    "integer", "decimal", "boolean", "string", "enum", "entity", "measurement", "duration", "date", "recurrence",
  ]

  // MARK: Manifest

  package mutating func decodeManifest() -> Manifest? {
    guard let root = parseRoot() else { return nil }
    let path = JSONPath()
    guard let object = object(root, path) else { return nil }
    checkKeys(
      object, path,
      allowed: [
        "app", "synonyms", "locale", "rules", "intents", "enums", "entities", "vocabularies", "lexicon",
        "phrasesAreExamples", "registered", "description", "version", "source", "$schema",
      ])
    guard let app = required("app", in: object, root, path).flatMap({ string($0, path.appending(key: "app")) })
    else { return nil }
    var manifest = Manifest(app: app, source: file)
    if app.trimmingCharacters(in: .whitespaces).isEmpty {
      error("EmptyAppName", "app name is empty", at: object["app"], path.appending(key: "app"))
    }
    if let node = object["synonyms"] { manifest.synonyms = strings(node, path.appending(key: "synonyms")) }
    if let node = object["locale"], let locale = string(node, path.appending(key: "locale")) {
      manifest.locale = locale
    }
    if let node = object["phrasesAreExamples"], let flag = bool(node, path.appending(key: "phrasesAreExamples")) {
      manifest.phrasesAreExamples = flag
    }
    if let node = object["registered"], let day = string(node, path.appending(key: "registered")) {
      if LocalDateTime(iso8601: day) == nil || day.count != 10 {
        error(
          "InvalidDate", "'registered' must be a day written YYYY-MM-DD, found '\(day)'", at: node,
          path.appending(key: "registered"))
      } else {
        manifest.registered = day
      }
    }
    if let place = object["source"]?.value.objectValue?["updatesAppShortcutParameters"]?.value.stringValue {
      manifest.updatesAppShortcutParameters = place
    }
    if let node = object["rules"], let rules = self.object(node, path.appending(key: "rules")) {
      for member in rules.members {
        let rulePath = path.appending(key: "rules").appending(key: member.key)
        if let body = sourced(member.value, rulePath) { manifest.rules.append((member.key, body)) }
      }
    }
    if let node = object["enums"], let enums = self.object(node, path.appending(key: "enums")) {
      for member in enums.members {
        if let cases = lexiconValues(
          member.value, path.appending(key: "enums").appending(key: member.key), listKey: "cases")
        {
          manifest.enums.append((member.key, EnumType(cases: cases)))
        }
      }
    }
    if let node = object["entities"], let entities = self.object(node, path.appending(key: "entities")) {
      for member in entities.members {
        if let values = lexiconValues(
          member.value, path.appending(key: "entities").appending(key: member.key), listKey: "values")
        {
          var title: String?
          if case .object(let object) = member.value.value, let node = object["title"] {
            title = string(node, path.appending(key: "entities").appending(key: member.key).appending(key: "title"))
          }
          manifest.entities.append((member.key, EntityType(values: values, title: title)))
        }
      }
    }
    if let node = object["vocabularies"] {
      manifest.vocabularies = vocabularies(node, path.appending(key: "vocabularies"))
    }
    if let node = object["lexicon"], let lexicon = self.object(node, path.appending(key: "lexicon")) {
      for member in lexicon.members {
        let memberPath = path.appending(key: "lexicon").appending(key: member.key)
        let alternatives = strings(member.value, memberPath)
        for word in [member.key] + alternatives where Normalizer.tokens(of: word).count != 1 {
          error("LexiconWord", "'\(word)' is not one word; a lexicon pairs single words", at: member.value, memberPath)
        }
        manifest.lexicon.append((member.key, alternatives))
      }
    }
    if let node = required("intents", in: object, root, path),
      let intents = array(node, path.appending(key: "intents"))
    {
      var seen: [String: Int] = [:]
      for (index, element) in intents.enumerated() {
        let intentPath = path.appending(key: "intents").appending(index: index)
        guard let intent = decodeIntent(element, intentPath, manifest) else { continue }
        if let earlier = seen[intent.id] {
          error(
            "DuplicateIntent", "intent '\(intent.id)' is declared twice; first at intents[\(earlier)]", at: element,
            intentPath)
        }
        seen[intent.id] = index
        manifest.intents.append(intent)
      }
    }
    return manifest
  }

  // MARK: Intents and parameters

  mutating func decodeIntent(_ node: JSONNode, _ path: JSONPath, _ manifest: Manifest) -> Intent? {
    guard let object = object(node, path) else { return nil }
    checkKeys(
      object, path,
      allowed: [
        "id", "title", "description", "parameters", "phrases", "negativePhrases", "keywords", "summary",
        "answersQuestions",
      ])
    guard let id = required("id", in: object, node, path).flatMap({ string($0, path.appending(key: "id")) })
    else { return nil }
    var intent = Intent(id: id)
    if let node = object["title"] { intent.title = string(node, path.appending(key: "title")) }
    if let node = object["parameters"], let parameters = array(node, path.appending(key: "parameters")) {
      for (index, element) in parameters.enumerated() {
        let parameterPath = path.appending(key: "parameters").appending(index: index)
        guard let parameter = decodeParameter(element, parameterPath, manifest) else { continue }
        if intent.parameters.contains(where: { $0.name == parameter.name }) {
          error("DuplicateParameter", "parameter '\(parameter.name)' is declared twice", at: element, parameterPath)
        }
        intent.parameters.append(parameter)
      }
    }
    if let node = object["keywords"] {
      intent.keywords = keywords(node, path.appending(key: "keywords"), manifest)
    }
    if let node = object["answersQuestions"], let flag = bool(node, path.appending(key: "answersQuestions")) {
      intent.answersQuestions = flag
    }
    // A keyword intent or one that answers questions needs no phrases; any other intent does.
    let needsPhrases = object["keywords"] == nil && !intent.answersQuestions
    if let node = needsPhrases ? required("phrases", in: object, node, path) : object["phrases"] {
      intent.phrases = phrases(node, path.appending(key: "phrases"), intent, manifest)
    }
    if let node = object["negativePhrases"] {
      intent.negativePhrases = phrases(node, path.appending(key: "negativePhrases"), intent, manifest)
    }
    if let node = object["summary"], let summary = sourced(node, path.appending(key: "summary")) {
      for slot in SummaryTemplate(summary.text).slotNames
      where !intent.parameters.contains(where: { $0.name == slot.name }) {
        let location = summary.location(ofCharacter: slot.offset)
        diagnostics.append(
          Diagnostic(
            .error, id: "UndeclaredParameter", "summary reads undeclared parameter '\(slot.name)'", file: file,
            location: location, path: summary.path))
      }
      intent.summary = summary
    }
    checkDependencies(intent, manifest, node, path)
    return intent
  }

  mutating func decodeParameter(_ node: JSONNode, _ path: JSONPath, _ manifest: Manifest) -> Parameter? {
    guard let object = object(node, path) else { return nil }
    checkKeys(
      object, path,
      allowed: [
        "name", "type", "title", "description", "min", "max", "maxWords", "enum", "entity", "default",
        "optional", "list", "maxCount", "dimension", "unit", "grain", "ordinal", "required", "prompt", "past",
      ])
    guard let name = required("name", in: object, node, path).flatMap({ string($0, path.appending(key: "name")) }),
      let typeNode = required("type", in: object, node, path)
    else { return nil }
    let type: ParameterType
    if case .array(let members) = typeNode.value {
      // A union: each type named reads with the parameter's other keys.
      var types: [ParameterType] = []
      for (index, member) in members.enumerated() {
        let memberPath = path.appending(key: "type").appending(index: index)
        guard let typeName = string(member, memberPath) else { continue }
        if let memberType = parameterType(typeName, typeNode: member, object: object, node: node, path: path, manifest)
        {
          if types.contains(where: { $0.name == memberType.name }) {
            error("InvalidUnion", "'\(typeName)' is named twice", at: member, memberPath)
          }
          types.append(memberType)
        }
      }
      guard types.count >= 2 else {
        if members.count < 2 {
          error("InvalidUnion", "a union names two or more value types", at: typeNode, path.appending(key: "type"))
        }
        return nil
      }
      type = .union(types)
    } else {
      guard let typeName = string(typeNode, path.appending(key: "type")),
        let single = parameterType(typeName, typeNode: typeNode, object: object, node: node, path: path, manifest)
      else { return nil }
      type = single
    }
    if name == TemplateParser.applicationNameSlot {
      error("ReservedName", "'\(name)' is reserved for the app's name", at: object["name"], path.appending(key: "name"))
    }
    var parameter = Parameter(name: name, type: type)
    if let node = object["list"], let flag = bool(node, path.appending(key: "list")) {
      parameter.isList = flag
    }
    if let node = object["maxCount"] {
      parameter.maxCount = positiveInteger(node, path.appending(key: "maxCount"))
      if !parameter.isList {
        error(
          "MaxCountWithoutList", "'maxCount' applies only to list parameters", at: node, path.appending(key: "maxCount")
        )
      }
    }
    if let node = object["default"] {
      parameter.defaultValue = fixedValue(node, path.appending(key: "default"), for: parameter, manifest)
    }
    if let node = object["title"] { parameter.title = string(node, path.appending(key: "title")) }
    if let node = object["prompt"] { parameter.prompt = string(node, path.appending(key: "prompt")) }
    if let node = object["required"], let flag = bool(node, path.appending(key: "required")) {
      parameter.isRequired = flag
    }
    return parameter
  }

  /// The parameter type a type name and the parameter's other keys declare; nil after reporting a problem.
  mutating func parameterType(
    _ typeName: String, typeNode: JSONNode, object: JSONObject, node: JSONNode, path: JSONPath, _ manifest: Manifest
  ) -> ParameterType? {
    let type: ParameterType
    func bounds() -> (Double?, Double?) {
      let min = object["min"].flatMap { number($0, path.appending(key: "min")) }
      let max = object["max"].flatMap { number($0, path.appending(key: "max")) }
      if let min, let max, min > max {
        error(
          "InvalidRange", "'min' \(min) is greater than 'max' \(max)", at: object["min"], path.appending(key: "min"))
      }
      return (min, max)
    }
    switch typeName {
    case "integer", "decimal":
      let (min, max) = bounds()
      if typeName == "integer", let node = object["ordinal"], node.value == .bool(true) {
        type = .ordinal(min: min, max: max)
      } else {
        type = typeName == "integer" ? .integer(min: min, max: max) : .decimal(min: min, max: max)
      }
    case "boolean":
      type = .boolean
    case "string":
      var maxWords: Int?
      if let node = object["maxWords"] { maxWords = positiveInteger(node, path.appending(key: "maxWords")) }
      type = .string(maxWords: maxWords)
    case "enum", "entity":
      let key = typeName
      let declared = typeName == "enum" ? manifest.enums.map(\.name) : manifest.entities.map(\.name)
      guard let referenceNode = required(key, in: object, node, path),
        let reference = string(referenceNode, path.appending(key: key))
      else { return nil }
      guard declared.contains(reference) else {
        let plural = typeName == "enum" ? "enums" : "entities"
        error(
          "UnknownType",
          "\(typeName) '\(reference)' is not declared in '\(plural)'"
            + Diagnostic.Message.didYouMean(closestName(to: reference, among: declared)),
          at: referenceNode, path.appending(key: key))
        return nil
      }
      type = typeName == "enum" ? .enumeration(reference) : .entity(reference)
    case "measurement":
      guard let measured = measurementType(object, node, path, bounds: bounds()) else { return nil }
      type = measured
    case "duration":
      let (min, max) = bounds()
      type = .duration(min: min, max: max)
    case "date":
      var grain: TimeGrain?
      if let node = object["grain"], let name = string(node, path.appending(key: "grain")) {
        grain = TimeGrain(rawValue: name)
        if grain == nil {
          error(
            "UnknownGrain",
            "unknown grain '\(name)'; expected one of "
              + TimeGrain.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "),
            at: node, path.appending(key: "grain"))
        }
      }
      let past = object["past"].flatMap { bool($0, path.appending(key: "past")) } ?? false
      type = .date(grain: grain, past: past)
    case "recurrence":
      type = .recurrence
    default:
      error(
        "UnknownType",
        "unknown parameter type '\(typeName)'"
          + Diagnostic.Message.didYouMean(closestName(to: typeName, among: Self.typeNames)),
        at: typeNode, path.appending(key: "type"))
      return nil
    }
    return type
  }

  /// A measurement parameter: its dimension (declared, or the unit's) and its unit.
  mutating func measurementType(_ object: JSONObject, _ node: JSONNode, _ path: JSONPath, bounds: (Double?, Double?))
    -> ParameterType?
  {
    var dimension: PhraseGrammar.Dimension?
    if let dimensionNode = object["dimension"], let name = string(dimensionNode, path.appending(key: "dimension")) {
      dimension = PhraseGrammar.Dimension(rawValue: name)
      if dimension == nil {
        let names = PhraseGrammar.Dimension.allCases.map(\.rawValue)
        error(
          "UnknownDimension",
          "unknown dimension '\(name)'" + Diagnostic.Message.didYouMean(closestName(to: name, among: names)),
          at: dimensionNode, path.appending(key: "dimension"))
        return nil
      }
    }
    guard let unitNode = required("unit", in: object, node, path),
      let unitName = string(unitNode, path.appending(key: "unit"))
    else { return nil }
    guard let unit = Units.unit(named: unitName, dimension: dimension) else {
      let candidates = Units.units(named: unitName)
      let message =
        dimension == nil && candidates.count > 1
        ? "unit '\(unitName)' is ambiguous (" + candidates.map(\.id).joined(separator: ", ") + "); add a 'dimension'"
        : "unknown unit '\(unitName)'" + (dimension.map { " of \($0.rawValue)" } ?? "")
      error("UnknownUnit", message, at: unitNode, path.appending(key: "unit"))
      return nil
    }
    if let dimension, unit.dimension != dimension {
      error(
        "UnknownUnit", "unit '\(unitName)' measures \(unit.dimension.rawValue), not \(dimension.rawValue)",
        at: unitNode, path.appending(key: "unit"))
      return nil
    }
    return .measurement(unit.dimension, unit: unitName, min: bounds.0, max: bounds.1)
  }

  /// A whole number of at least 1.
  mutating func positiveInteger(_ node: JSONNode, _ path: JSONPath) -> Int? {
    guard let value = number(node, path) else { return nil }
    guard value >= 1, value.rounded() == value, value < 1e9 else {
      error("InvalidNumber", "expected a whole number of at least 1", at: node, path)
      return nil
    }
    return Int(value)
  }

  /// A value fixed in the manifest, checked against the parameter's type (an array for a list).
  mutating func fixedValue(_ node: JSONNode, _ path: JSONPath, for parameter: Parameter, _ manifest: Manifest)
    -> FixedValue?
  {
    guard parameter.isList else { return elementValue(node, path, for: parameter, manifest) }
    guard case .array(let elements) = node.value else {
      error(
        "TypeMismatch", "expected an array for list '\(parameter.name)', found \(node.value.kindName)", at: node, path)
      return nil
    }
    var values: [FixedValue] = []
    for (index, element) in elements.enumerated() {
      guard let value = elementValue(element, path.appending(index: index), for: parameter, manifest) else {
        return nil
      }
      values.append(value)
    }
    return .list(values)
  }

  /// One value of a parameter's element type.
  mutating func elementValue(_ node: JSONNode, _ path: JSONPath, for parameter: Parameter, _ manifest: Manifest)
    -> FixedValue?
  {
    func mismatch(_ expected: String) -> FixedValue? {
      error(
        "TypeMismatch", "expected \(expected) for '\(parameter.name)', found \(node.value.kindName)", at: node, path)
      return nil
    }
    func checked(_ number: JSONNumber, _ min: Double?, _ max: Double?, whole: Bool) -> FixedValue? {
      if whole && number.double.rounded() != number.double { return mismatch("a whole number") }
      if let min, number.double < min {
        error("OutOfRange", "\(number.text) is below the minimum \(min) of '\(parameter.name)'", at: node, path)
      }
      if let max, number.double > max {
        error("OutOfRange", "\(number.text) is above the maximum \(max) of '\(parameter.name)'", at: node, path)
      }
      return .number(number.double)
    }
    switch (parameter.type, node.value) {
    case (.integer(let min, let max), .number(let number)), (.ordinal(let min, let max), .number(let number)):
      return checked(number, min, max, whole: true)
    case (.decimal(let min, let max), .number(let number)), (.duration(let min, let max), .number(let number)),
      (.measurement(_, _, let min, let max), .number(let number)):
      return checked(number, min, max, whole: false)
    case (.integer, _), (.ordinal, _), (.decimal, _), (.duration, _), (.measurement, _): return mismatch("a number")
    case (.boolean, .bool(let flag)): return .bool(flag)
    case (.boolean, _): return mismatch("true or false")
    case (.string, .string(let text)): return .string(text)
    case (.string, _): return mismatch("a string")
    case (.date, .string(let text)):
      guard LocalDateTime(iso8601: text) != nil else {
        error("InvalidDate", "'\(text)' is not an ISO 8601 date or date and time", at: node, path)
        return nil
      }
      return .string(text)
    case (.date, _): return mismatch("an ISO 8601 string")
    case (.recurrence, _), (.union, _): return mismatch("null (a value of this type is said, or cleared)")
    case (.enumeration(let name), .string(let id)), (.entity(let name), .string(let id)):
      let (ids, what) =
        if case .enumeration = parameter.type {
          (manifest.enums.first { $0.name == name }?.value.cases.map(\.id) ?? [], "a case of enum")
        } else {
          (manifest.entities.first { $0.name == name }?.value.values.map(\.id) ?? [], "a value of entity")
        }
      guard ids.contains(id) else {
        error(
          "UnknownCase",
          "'\(id)' is not \(what) '\(name)'" + Diagnostic.Message.didYouMean(closestName(to: id, among: ids)),
          at: node, path)
        return nil
      }
      return .string(id)
    case (.enumeration, _), (.entity, _): return mismatch("an id string")
    }
  }

  // MARK: Phrases

  mutating func phrases(_ node: JSONNode, _ path: JSONPath, _ intent: Intent, _ manifest: Manifest) -> [Phrase] {
    guard let elements = array(node, path) else { return [] }
    var result: [Phrase] = []
    for (index, element) in elements.enumerated() {
      let phrasePath = path.appending(index: index)
      switch element.value {
      case .string:
        if let text = sourced(element, phrasePath) { result.append(Phrase(text)) }
      case .object(let object):
        checkKeys(object, phrasePath, allowed: ["template", "sets", "locale"])
        guard let templateNode = required("template", in: object, element, phrasePath),
          let text = sourced(templateNode, phrasePath.appending(key: "template"))
        else { continue }
        var phrase = Phrase(text)
        if let node = object["locale"] { phrase.locale = string(node, phrasePath.appending(key: "locale")) }
        if let node = object["sets"], let sets = self.object(node, phrasePath.appending(key: "sets")) {
          for member in sets.members {
            let setPath = phrasePath.appending(key: "sets").appending(key: member.key)
            guard let parameter = intent.parameters.first(where: { $0.name == member.key }) else {
              error(
                "UndeclaredParameter",
                "phrase sets undeclared parameter '\(member.key)'"
                  + Diagnostic.Message.didYouMean(closestName(to: member.key, among: intent.parameters.map(\.name))),
                at: member.value, setPath)
              continue
            }
            if member.value.value == .null {
              phrase.sets.append((member.key, nil))
            } else if let value = fixedValue(member.value, setPath, for: parameter, manifest) {
              phrase.sets.append((member.key, value))
            }
          }
        }
        result.append(phrase)
      default:
        error(
          "TypeMismatch", "expected a template string or a phrase object, found \(element.value.kindName)", at: element,
          phrasePath)
      }
    }
    return result
  }

  // MARK: Enums and entities

  mutating func lexiconValues(_ node: JSONNode, _ path: JSONPath, listKey: String) -> [LexiconValue]? {
    var listNode = node
    var listPath = path
    if case .object(let object) = node.value {
      checkKeys(object, path, allowed: [listKey, "description", "title"])
      guard let inner = required(listKey, in: object, node, path) else { return nil }
      listNode = inner
      listPath = path.appending(key: listKey)
    }
    guard let elements = array(listNode, listPath) else { return nil }
    var values: [LexiconValue] = []
    for (index, element) in elements.enumerated() {
      let valuePath = listPath.appending(index: index)
      switch element.value {
      case .string(let id):
        values.append(LexiconValue(id: id, name: id))
      case .object(let object):
        checkKeys(object, valuePath, allowed: ["id", "name", "title", "synonyms", "description", "requires"])
        guard
          let id = required("id", in: object, element, valuePath).flatMap({ string($0, valuePath.appending(key: "id")) }
          )
        else { continue }
        var value = LexiconValue(id: id)
        if let node = object["name"] ?? object["title"] { value.name = string(node, valuePath.appending(key: "name")) }
        if let node = object["synonyms"] { value.synonyms = strings(node, valuePath.appending(key: "synonyms")) }
        if let node = object["requires"] { value.requires = requirements(node, valuePath.appending(key: "requires")) }
        if values.contains(where: { $0.id == id }) {
          error("DuplicateValue", "'\(id)' is declared twice", at: element, valuePath)
        }
        values.append(value)
      default:
        error(
          "TypeMismatch", "expected an id string or an object, found \(element.value.kindName)", at: element, valuePath)
      }
    }
    return values
  }

  /// A value's `requires`: for each other parameter, the value ids it must be one of.
  mutating func requirements(_ node: JSONNode, _ path: JSONPath) -> [(parameter: String, values: [String])] {
    guard let object = object(node, path) else { return [] }
    return object.members.map { ($0.key, strings($0.value, path.appending(key: $0.key))) }
  }

  /// Reports each entity value's `requires` that names a parameter the intent using its type lacks.
  mutating func checkDependencies(_ intent: Intent, _ manifest: Manifest, _ node: JSONNode, _ path: JSONPath) {
    for parameter in intent.parameters {
      guard case .entity(let name) = parameter.type,
        let type = manifest.entities.first(where: { $0.name == name })?.value
      else { continue }
      for value in type.values {
        for requirement in value.requires where !intent.parameters.contains(where: { $0.name == requirement.parameter })
        {
          error(
            "UnknownDependency",
            "value '\(value.id)' of entity '\(name)' requires parameter '\(requirement.parameter)', which intent "
              + "'\(intent.id)' does not have", at: node, path)
        }
      }
    }
  }

  // MARK: Primitives

  mutating func checkKeys(_ object: JSONObject, _ path: JSONPath, allowed: [String]) {
    for member in object.members where !allowed.contains(member.key) {
      diagnostics.append(
        Diagnostic(
          .warning, id: "UnknownKey",
          "unknown key '\(member.key)' is ignored"
            + Diagnostic.Message.didYouMean(closestName(to: member.key, among: allowed)),
          file: file,
          location: FileLocation(file: file, line: member.keyLocation.line, column: member.keyLocation.column),
          path: path.appending(key: member.key).description))
    }
    checkDuplicates(object, path)
  }

  /// An array of strings, or an object of locale → array of strings (all locales, in order).
  mutating func strings(_ node: JSONNode, _ path: JSONPath) -> [String] {
    if case .object(let byLocale) = node.value {
      return byLocale.members.flatMap { strings($0.value, path.appending(key: $0.key)) }
    }
    guard let elements = array(node, path) else { return [] }
    return elements.enumerated().compactMap { string($0.element, path.appending(index: $0.offset)) }
  }

  /// A string with the file location of each of its characters.
  mutating func sourced(_ node: JSONNode, _ path: JSONPath) -> SourcedText? {
    guard let text = string(node, path) else { return nil }
    guard text.utf8.count <= 8192 else {
      // Too long to be a template; point at the string itself.
      return SourcedText(text, characterLocations: location(of: node).map { [$0] } ?? [], path: path.description)
    }
    var locations: [FileLocation] = []
    locations.reserveCapacity(text.count + 1)
    var scalarOffset = 0
    for character in text {
      let location = node.sourceLocation(ofScalarOffset: scalarOffset, in: source)
      locations.append(FileLocation(file: file, line: location.line, column: location.column))
      scalarOffset += character.unicodeScalars.count
    }
    let end = node.sourceLocation(ofScalarOffset: scalarOffset, in: source)
    locations.append(FileLocation(file: file, line: end.line, column: end.column))
    return SourcedText(text, characterLocations: locations, path: path.description)
  }
}
