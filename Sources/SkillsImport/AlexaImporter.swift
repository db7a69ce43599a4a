import AppShortcutsImport
import DataFormats
import Foundation
import PhraseGrammar
import Router

/// What `route-eval import alexa` reads, besides the model files.
public struct AlexaImportOptions: Sendable {
  /// The app's name; nil for the skill's invocation name (which is then another name of the app).
  public var appName: String?

  /// Options with an app name.
  public init(appName: String? = nil) {
    self.appName = appName
  }
}

/// Imports Alexa interaction models (`models/en-US.json`, `skill-package/interactionModels/custom/en-US.json`)
/// as manifests, one per skill (see `Docs/Importing.md`).
///
/// With an app name, every model given is one skill; else a folder given is one skill, whatever
/// folders its model files are in (locales, a tutorial's modules), and model files given one by
/// one are grouped by their folder. The first file's invocation
/// name (`en-US` first) is the app's name, the others' are its other names; intents of the same name
/// are merged. Sample
/// utterances become phrases, `{Slot}`s slots of the slot's type: Amazon's number, ordinal,
/// duration, date and time types the matching value types, `AMAZON.SearchQuery` free text, any other
/// built-in type free text with a warning, and a custom slot type an entity of its values, ids and
/// synonyms. The dialog model's required slots become required parameters with their prompts.
/// Whatever cannot be said in a manifest is a warning at its JSON path.
public enum AlexaImporter {
  /// Imports model files, and the model files under folders.
  ///
  /// - Throws: `ImportError` when a path does not exist, a file cannot be read or is not JSON.
  public static func importModels(paths: [String], options: AlexaImportOptions = AlexaImportOptions())
    throws(ImportError) -> ImportResult
  {
    var diagnostics: [Diagnostic] = []
    // The skills: everything given is one skill when --app names it; else a folder given is one
    // skill, whatever the folders inside it (locales, a tutorial's modules), and model files given
    // one by one are grouped by the folder they are in.
    var skills: [(key: String, files: [(path: String, model: AlexaModel)])] = []
    for path in paths {
      let isFolder = try ImportFiles.isFolder(path)
      let candidates = isFolder ? ImportFiles.files(under: path).filter { $0.lowercased().hasSuffix(".json") } : [path]
      var found = false
      for file in candidates {
        let bytes = try ImportFiles.read(file)
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
          // A folder may hold other JSON that is not even JSON (a template with placeholders).
          if isFolder { continue }
          throw .invalidJSON(file, error)
        }
        guard let model = AlexaModel(root: root, file: file) else {
          // A folder holds other JSON (skill.json, package.json); a file named on its own must be a model.
          if isFolder { continue }
          throw .unreadable(
            file: file, message: "is not an Alexa interaction model (no 'interactionModel.languageModel')")
        }
        found = true
        let key = options.appName != nil ? "" : isFolder ? path : (file as NSString).deletingLastPathComponent
        if let index = skills.firstIndex(where: { $0.key == key }) {
          if !skills[index].files.contains(where: { $0.path == file }) { skills[index].files.append((file, model)) }
        } else {
          skills.append((key, [(file, model)]))
        }
      }
      if !found && isFolder {
        diagnostics.append(Diagnostic(.warning, "no Alexa interaction model was found in the folder", file: path))
      }
    }
    var manifests: [ImportedManifest] = []
    var summaries: [ImportSummary] = []
    for (key, files) in skills {
      var skill = AlexaSkillImport(appName: options.appName)
      for (_, model) in files.sorted(by: AlexaModel.readsBefore) { skill.read(model) }
      diagnostics += skill.diagnostics
      let manifest = skill.finish(place: files.first?.path ?? key)
      summaries.append(
        ImportSummary(
          source: key.isEmpty ? files.first?.path ?? "" : key, app: manifest?.app ?? skill.manifest?.app ?? "",
          intents: manifest?.intents.map(\.id) ?? [], leftOut: skill.leftOut))
      guard let manifest else { continue }
      if manifests.contains(where: { $0.app == manifest.app }) {
        diagnostics.append(
          Diagnostic(
            .warning,
            "another skill is named '\(manifest.app)' too, and two apps may not share a name: give the skill's "
              + "folder, or --app, to import its models as one skill", file: key))
      }
      manifests.append(manifest)
    }
    let nothing = manifests.isEmpty ? "no interaction model with an intent that has a sample utterance" : nil
    var result = ImportResult(manifests: manifests, diagnostics: diagnostics, nothingToImport: nothing)
    result.summaries = summaries
    return result
  }
}

/// One interaction model file.
struct AlexaModel {
  let file: String
  /// `interactionModel.languageModel` (or a top-level `languageModel`, as older files have it).
  let languageModel: JSONObject
  let languageModelPath: JSONPath
  /// `interactionModel.dialog`, when there is one.
  let dialog: JSONObject?
  let dialogPath: JSONPath
  /// `interactionModel.prompts`: prompt id → its first variation's text.
  let prompts: [String: String]
  /// The locale the file is named after (`en-US.json`), when it is.
  let locale: String?

  init?(root: JSONNode, file: String) {
    guard let object = root.value.objectValue else { return nil }
    var base = JSONPath()
    var container = object
    if let interaction = object["interactionModel"]?.value.objectValue {
      container = interaction
      base = base.appending(key: "interactionModel")
    }
    guard let languageModel = container["languageModel"]?.value.objectValue else { return nil }
    self.file = file
    self.languageModel = languageModel
    languageModelPath = base.appending(key: "languageModel")
    dialog = container["dialog"]?.value.objectValue
    dialogPath = base.appending(key: "dialog")
    var prompts: [String: String] = [:]
    for prompt in container["prompts"]?.value.arrayValue ?? [] {
      guard let prompt = prompt.value.objectValue, let id = prompt["id"]?.value.stringValue else { continue }
      let texts = (prompt["variations"]?.value.arrayValue ?? []).compactMap {
        $0.value.objectValue?["value"]?.value.stringValue
      }
      if let first = texts.first { prompts[id] = first }
    }
    self.prompts = prompts
    let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    locale = Self.isLocaleTag(stem) ? stem : nil
  }

  /// The order a skill's files are read in, the first naming the app: `en-US` first, then other
  /// English locales, then the rest, each in path order.
  static func readsBefore(_ lhs: (path: String, model: AlexaModel), _ rhs: (path: String, model: AlexaModel)) -> Bool {
    func rank(_ model: AlexaModel) -> Int {
      guard let locale = model.locale?.lowercased() else { return 2 }
      return locale == "en-us" ? 0 : locale.hasPrefix("en") ? 1 : 2
    }
    let (left, right) = (rank(lhs.model), rank(rhs.model))
    return left != right ? left < right : lhs.path < rhs.path
  }

  /// `en-US`, `de`, `pt-BR`.
  static func isLocaleTag(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts[0].count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.count == 1 || (parts[1].count == 2 && parts[1].allSatisfy { $0.isASCII && $0.isLetter })
  }
}

/// The import of one skill's model files.
struct AlexaSkillImport {
  /// Amazon's slot types that have a value type of their own.
  static let builtInTypes: [String: (type: String, grain: String?, ordinal: Bool)] = [
    "AMAZON.NUMBER": ("integer", nil, false),
    "AMAZON.FOUR_DIGIT_NUMBER": ("integer", nil, false),
    "AMAZON.Ordinal": ("integer", nil, true),
    "AMAZON.DURATION": ("duration", nil, false),
    "AMAZON.DATE": ("date", "day", false),
    "AMAZON.TIME": ("date", "minute", false),
    "AMAZON.SearchQuery": ("string", nil, false),
    "AMAZON.LITERAL": ("string", nil, false),
  ]

  /// Amazon's closed lists, in English: their values are all there is.
  static let closedBuiltInTypes: [String: [String]] = [
    "AMAZON.DayOfWeek": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    "AMAZON.Month": [
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
      "december",
    ],
  ]

  let appName: String?
  var manifest: ImportedManifest?
  var diagnostics: [Diagnostic] = []
  /// Custom slot types: name → values, from every file.
  var types: [String: [LexiconValue]] = [:]
  var typeOrder: [String] = []
  /// The types a warning was given for, so that each is reported once.
  var reportedTypes: Set<String> = []
  /// The intents the models declare that the manifest does not hold.
  var leftOut: [ImportSummary.LeftOut] = []

  init(appName: String?) {
    self.appName = appName
  }

  /// An intent left out: a warning, and a line of the summary.
  mutating func leaveOut(_ name: String, _ reason: String, _ model: AlexaModel, _ node: JSONNode, _ path: JSONPath) {
    warn("intent '\(name)' is left out: \(reason)", model, node, path)
    leftOut.append(
      ImportSummary.LeftOut(
        intent: name, reason: reason,
        location: FileLocation(file: model.file, line: node.location.line, column: node.location.column)))
  }

  mutating func warn(_ message: String, _ model: AlexaModel, _ node: JSONNode?, _ path: JSONPath) {
    diagnostics.append(
      Diagnostic(
        .warning, id: Diagnostic.importID, message, file: model.file,
        location: node.map { FileLocation(file: model.file, line: $0.location.line, column: $0.location.column) },
        path: path.description))
  }

  /// The manifest, or nil (with a warning at `place`, the skill's first file) when no intent could be read.
  mutating func finish(place: String) -> ImportedManifest? {
    guard var manifest else { return nil }
    manifest.entities = typeOrder.compactMap { name in
      guard let values = types[name], !values.isEmpty,
        manifest.intents.contains(where: { $0.parameters.contains { $0.reference == name && $0.type == "entity" } })
      else { return nil }
      return ImportedEntity(name: name, description: "values of the custom slot type \(name)", values: values)
    }
    guard !manifest.intents.isEmpty else {
      diagnostics.append(
        Diagnostic(.warning, "the skill '\(manifest.app)' has no intent with a sample utterance", file: place))
      return nil
    }
    return manifest
  }

  /// Reads one model file of the skill.
  mutating func read(_ model: AlexaModel) {
    let language = model.locale.map { String($0.split(separator: "-")[0]).lowercased() }
    let path = model.languageModelPath
    let invocation = model.languageModel["invocationName"]?.value.stringValue?.trimmingCharacters(in: .whitespaces)
    if manifest == nil {
      guard let name = appName ?? invocation.flatMap({ $0.isEmpty ? nil : $0 }) else {
        warn("the model has no invocation name; pass --app to name the skill", model, nil, path)
        return
      }
      var created = ImportedManifest(app: name)
      created.locale = language ?? "en"
      created.fileNameHint = name
      created.description = "Imported from an Alexa interaction model."
      created.phrasesAreExamples = true
      manifest = created
    }
    // Every invocation name that does not name the app already is another name of it (`--app`
    // gives the app's name; people still say the invocation name).
    if let invocation, !invocation.isEmpty, invocation != manifest?.app,
      manifest?.synonyms.contains(invocation) == false
    {
      manifest?.synonyms.append(invocation)
    }
    let phraseLocale = language == manifest?.locale ? nil : language
    readTypes(model)
    let dialog = requiredSlots(model)
    for (index, node) in (model.languageModel["intents"]?.value.arrayValue ?? []).enumerated() {
      readIntent(node, path.appending(key: "intents").appending(index: index), model, phraseLocale, dialog)
    }
  }

  /// `languageModel.types`: each custom slot type's values.
  mutating func readTypes(_ model: AlexaModel) {
    let typesPath = model.languageModelPath.appending(key: "types")
    for (typeIndex, node) in (model.languageModel["types"]?.value.arrayValue ?? []).enumerated() {
      let typePath = typesPath.appending(index: typeIndex)
      guard let type = node.value.objectValue, let name = type["name"]?.value.stringValue else {
        warn("a slot type without a name is left out", model, node, typePath)
        continue
      }
      if name.hasPrefix("AMAZON."), Self.closedBuiltInTypes[name] == nil {
        // An extension of a built-in list: the slot reads free text, which takes these values too.
        continue
      }
      if types[name] == nil {
        types[name] = []
        typeOrder.append(name)
      }
      for (valueIndex, valueNode) in (type["values"]?.value.arrayValue ?? []).enumerated() {
        let valuePath = typePath.appending(key: "values").appending(index: valueIndex)
        guard let value = valueNode.value.objectValue, let spoken = value["name"]?.value.objectValue,
          let text = spoken["value"]?.value.stringValue, !text.trimmingCharacters(in: .whitespaces).isEmpty
        else {
          warn("a value of slot type '\(name)' without 'name.value' is left out", model, valueNode, valuePath)
          continue
        }
        let id = value["id"]?.value.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? text
        let synonyms = (spoken["synonyms"]?.value.arrayValue ?? []).compactMap(\.value.stringValue).filter {
          !$0.trimmingCharacters(in: .whitespaces).isEmpty && $0 != text
        }
        if let existing = types[name]?.firstIndex(where: { $0.id == id }) {
          for synonym in [text] + synonyms
          where types[name]![existing].name != synonym
            && !types[name]![existing].synonyms.contains(synonym)
          {
            types[name]![existing].synonyms.append(synonym)
          }
        } else {
          types[name]!.append(LexiconValue(id: id, name: text, synonyms: synonyms))
        }
      }
    }
  }

  /// A required slot of the dialog model: the prompt Alexa asks it with.
  struct RequiredSlot {
    var prompt: String?
  }

  /// `dialog.intents`: intent → slot → the prompt of each slot whose elicitation is required; what
  /// the manifest cannot say (confirmations, validations) is reported.
  mutating func requiredSlots(_ model: AlexaModel) -> [String: [String: RequiredSlot]] {
    guard let dialog = model.dialog else { return [:] }
    var result: [String: [String: RequiredSlot]] = [:]
    let intentsPath = model.dialogPath.appending(key: "intents")
    for (intentIndex, node) in (dialog["intents"]?.value.arrayValue ?? []).enumerated() {
      let intentPath = intentsPath.appending(index: intentIndex)
      guard let intent = node.value.objectValue, let name = intent["name"]?.value.stringValue else { continue }
      if intent["confirmationRequired"]?.value.boolValue == true {
        warn(
          "intent '\(name)' asks for confirmation, which a manifest cannot say; it is routed without",
          model, intent.member(named: "confirmationRequired")?.value, intentPath.appending(key: "confirmationRequired"))
      }
      for (slotIndex, slotNode) in (intent["slots"]?.value.arrayValue ?? []).enumerated() {
        let slotPath = intentPath.appending(key: "slots").appending(index: slotIndex)
        guard let slot = slotNode.value.objectValue, let slotName = slot["name"]?.value.stringValue else { continue }
        if slot["elicitationRequired"]?.value.boolValue == true {
          let promptID = slot["prompts"]?.value.objectValue?["elicitation"]?.value.stringValue
          result[name, default: [:]][slotName] = RequiredSlot(prompt: promptID.flatMap { model.prompts[$0] })
        }
        if slot["confirmationRequired"]?.value.boolValue == true {
          warn(
            "slot '\(slotName)' of intent '\(name)' asks for confirmation, which a manifest cannot say; it is left out",
            model, slot.member(named: "confirmationRequired")?.value, slotPath.appending(key: "confirmationRequired"))
        }
        if let validations = slot.member(named: "validations"), validations.value.value.arrayValue?.isEmpty == false {
          warn(
            "the validations of slot '\(slotName)' of intent '\(name)' are left out", model, validations.value,
            slotPath.appending(key: "validations"))
        }
      }
    }
    return result
  }

  /// One intent of `languageModel.intents`, merged into the intent of the same name.
  mutating func readIntent(
    _ node: JSONNode, _ path: JSONPath, _ model: AlexaModel, _ locale: String?,
    _ dialog: [String: [String: RequiredSlot]]
  ) {
    guard let object = node.value.objectValue, let name = object["name"]?.value.stringValue, !name.isEmpty else {
      warn("an intent without a name is left out", model, node, path)
      return
    }
    let samples = object["samples"]?.value.arrayValue ?? []
    if samples.isEmpty {
      let reason =
        name.hasPrefix("AMAZON.")
        ? "it is one of Alexa's built-in intents and declares no sample utterance of its own (Alexa's own phrases "
          + "for it are not imported)"
        : "it has no sample utterance"
      leaveOut(name, reason, model, node, path)
      return
    }
    var intent = manifest!.intents.first { $0.id == name } ?? ImportedIntent(id: name)
    // Slots: name → parameter.
    let slotsPath = path.appending(key: "slots")
    var slotNames: [String] = []
    for (index, slotNode) in (object["slots"]?.value.arrayValue ?? []).enumerated() {
      let slotPath = slotsPath.appending(index: index)
      guard let slot = slotNode.value.objectValue, let slotName = slot["name"]?.value.stringValue,
        let typeName = slot["type"]?.value.stringValue
      else {
        warn("a slot without a name or a type is left out", model, slotNode, slotPath)
        continue
      }
      slotNames.append(slotName)
      if let answers = slot.member(named: "samples"), answers.value.value.arrayValue?.isEmpty == false {
        warn(
          "the sample answers to slot '\(slotName)''s prompt are left out: a phrase of them alone would take those "
            + "words from every app", model, answers.value, slotPath.appending(key: "samples"))
      }
      guard !intent.parameters.contains(where: { $0.name == slotName }) else { continue }
      var parameter = self.parameter(slotName, typeName, model, slot.member(named: "type")?.value, slotPath)
      if slot["multipleValues"]?.value.objectValue?["enabled"]?.value.boolValue == true { parameter.isList = true }
      if let required = dialog[name]?[slotName] {
        parameter.isRequired = true
        parameter.prompt = required.prompt
      }
      intent.parameters.append(parameter)
    }
    for (index, sampleNode) in samples.enumerated() {
      let samplePath = path.appending(key: "samples").appending(index: index)
      guard let sample = sampleNode.value.stringValue else {
        warn("a sample that is not a string is left out", model, sampleNode, samplePath)
        continue
      }
      switch Self.template(ofSample: sample, slots: slotNames) {
      case .failure(let problem):
        warn("sample '\(sample)' \(problem); it is left out", model, sampleNode, samplePath)
      case .success(let template):
        if !intent.phrases.contains(where: { $0.template == template }) {
          intent.phrases.append(ImportedPhrase(template: template, locale: locale))
        }
      }
    }
    guard !intent.phrases.isEmpty else {
      leaveOut(name, "it has no sample utterance that can be read", model, node, path)
      return
    }
    if let index = manifest!.intents.firstIndex(where: { $0.id == name }) {
      manifest!.intents[index] = intent
    } else {
      manifest!.intents.append(intent)
    }
  }

  /// A slot's parameter.
  mutating func parameter(
    _ name: String, _ typeName: String, _ model: AlexaModel, _ typeNode: JSONNode?, _ path: JSONPath
  ) -> ImportedParameter {
    if let builtIn = Self.builtInTypes[typeName] {
      var parameter = ImportedParameter(name: name, type: builtIn.type)
      parameter.isOrdinal = builtIn.ordinal
      parameter.grain = builtIn.grain
      return parameter
    }
    let isEnglish = model.locale.map { $0.lowercased().hasPrefix("en") } ?? true
    if let values = Self.closedBuiltInTypes[typeName], isEnglish {
      // A closed list of Amazon's, with the values the model adds to it.
      var merged = values.map { LexiconValue(id: $0) }
      for value in types[typeName] ?? [] where !merged.contains(where: { $0.id.lowercased() == value.id.lowercased() })
      {
        merged.append(value)
      }
      if types[typeName] == nil { typeOrder.append(typeName) }
      types[typeName] = merged
      var parameter = ImportedParameter(name: name, type: "entity")
      parameter.reference = typeName
      return parameter
    }
    if typeName.hasPrefix("AMAZON.") {
      if reportedTypes.insert(typeName).inserted {
        warn(
          "slot type '\(typeName)' is a list of Amazon's; slots of it are read as free text", model, typeNode,
          path.appending(key: "type"))
      }
      return ImportedParameter(name: name, type: "string")
    }
    guard types[typeName] != nil else {
      if reportedTypes.insert(typeName).inserted {
        warn(
          "slot type '\(typeName)' is declared by no model file of the skill; slots of it are read as free text",
          model, typeNode, path.appending(key: "type"))
      }
      return ImportedParameter(name: name, type: "string")
    }
    var parameter = ImportedParameter(name: name, type: "entity")
    parameter.reference = typeName
    return parameter
  }

  /// A sample utterance as a template: `{Slot}` (and the old `{words|Slot}`) a slot, every other
  /// character literal. A sample that names a slot the intent does not declare, or that says no
  /// word outside its slots (it answers a prompt, and would take any utterance), is refused.
  static func template(ofSample sample: String, slots: [String]) -> Result<String, SampleProblem> {
    var template = ""
    var literal = ""
    var index = sample.startIndex
    while index < sample.endIndex {
      let character = sample[index]
      if character == "{" {
        guard let close = sample[index...].firstIndex(of: "}") else { return .failure(.unclosed) }
        var name = String(sample[sample.index(after: index)..<close])
        if let bar = name.lastIndex(of: "|") { name = String(name[name.index(after: bar)...]) }
        name = name.trimmingCharacters(in: .whitespaces)
        guard slots.contains(name) else { return .failure(.unknownSlot(name)) }
        template += PhraseConversion.escaped(literal) + "{\(name)}"
        literal = ""
        index = sample.index(after: close)
        continue
      }
      literal.append(character)
      index = sample.index(after: index)
    }
    template += PhraseConversion.escaped(literal)
    let collapsed = template.split(separator: " ").joined(separator: " ")
    var outside = collapsed
    for slot in slots { outside = outside.replacingOccurrences(of: "{\(slot)}", with: " ") }
    guard outside.contains(where: { $0.isLetter || $0.isNumber }) else { return .failure(.onlySlots) }
    return .success(collapsed)
  }

  /// Why a sample cannot be a phrase.
  enum SampleProblem: Error, CustomStringConvertible {
    case unclosed
    case unknownSlot(String)
    case onlySlots

    var description: String {
      switch self {
      case .unclosed: "has a '{' that is never closed"
      case .unknownSlot(let name): "names slot '\(name)', which the intent does not declare"
      case .onlySlots:
        "says nothing but its slots: it answers a prompt, and as a phrase it would take any utterance"
      }
    }
  }
}
