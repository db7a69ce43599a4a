import AppShortcutsImport
import DataFormats
import Foundation
import PhraseGrammar
import Router

extension SkillImport {
  // MARK: Padatious

  /// `.intent` files: an intent each, named by the file, its lines the phrases.
  mutating func readPadatiousIntents() throws(ImportError) {
    for file in folder.dataFiles["intent"] ?? [] {
      let id = SkillFolder.stem(file)
      var intent = manifest.intents.first { $0.id == id } ?? ImportedIntent(id: id)
      let isNew = !manifest.intents.contains { $0.id == id }
      for line in try lines(file) {
        switch SkillText.phrase(ofPadatiousLine: line.text) {
        case .failure(let problem):
          warn(problem.message + "; the line is left out", file: file, line: line.number, column: problem.column)
        case .success(let phrase):
          for slot in phrase.slots where !intent.parameters.contains(where: { $0.name == slot }) {
            intent.parameters.append(parameter(forSlot: slot))
          }
          for slot in phrase.digitSlots where !intent.parameters.contains(where: { $0.name == slot }) {
            intent.parameters.append(ImportedParameter(name: slot, type: "integer"))
          }
          if !intent.phrases.contains(where: { $0.template == phrase.template }) {
            intent.phrases.append(ImportedPhrase(template: phrase.template))
          }
        }
      }
      guard !intent.phrases.isEmpty else {
        leaveOut(id, "its intent file has no line that can be read", at: FileLocation(file: file, line: 1, column: 1))
        continue
      }
      if isNew {
        manifest.intents.append(intent)
      } else if let index = manifest.intents.firstIndex(where: { $0.id == id }) {
        manifest.intents[index] = intent
      }
    }
  }

  /// Padatious blacklists: `X.blacklist` of intent X, its lines the intent's negative phrases (a
  /// manifest's negative phrases keep an utterance from the whole skill, a little more than the
  /// blacklist does); a blacklist of an entity (values it must not take) is reported, not read.
  mutating func readBlacklists() throws(ImportError) {
    for file in folder.blacklists {
      let stem = SkillFolder.stem(file)
      guard let index = manifest.intents.firstIndex(where: { $0.id == stem && $0.keywords == nil }) else {
        warn(
          "the blacklist of '\(stem)', which is no Padatious intent of the skill (an entity's values it must not "
            + "take), is not read", file: file)
        continue
      }
      for line in try lines(file) {
        switch SkillText.phrase(ofPadatiousLine: line.text) {
        case .failure(let problem):
          warn(problem.message + "; the line is left out", file: file, line: line.number, column: problem.column)
        case .success(let phrase) where phrase.slots.isEmpty && phrase.digitSlots.isEmpty:
          if !manifest.intents[index].negativePhrases.contains(phrase.template) {
            manifest.intents[index].negativePhrases.append(phrase.template)
          }
        case .success:
          warn("a blacklist line with a slot is left out", file: file, line: line.number)
        }
      }
    }
  }

  /// A Padatious slot's parameter: a number when the `.entity` file of its name holds digits only,
  /// an entity when it has values, else free text.
  func parameter(forSlot slot: String) -> ImportedParameter {
    if numberEntities.contains(where: { $0.lowercased() == slot.lowercased() }) {
      return ImportedParameter(name: slot, type: "integer")
    }
    let entity = entities.keys.first { $0 == slot } ?? entities.keys.first { $0.lowercased() == slot.lowercased() }
    guard let entity else { return ImportedParameter(name: slot, type: "string") }
    var parameter = ImportedParameter(name: slot, type: "entity")
    parameter.reference = entity
    return parameter
  }

  // MARK: Adapt, from the Python

  /// The skill's Python: Adapt intents become keyword intents; Padatious handlers are remembered.
  mutating func readAdaptIntents() throws(ImportError) {
    var reader = SkillPythonReader()
    for file in folder.pythonFiles {
      reader.read(try text(file), file: file)
    }
    diagnostics += reader.diagnostics
    leftOut += reader.leftOut
    // A common play search answers what the assistant's play pipeline asks it: "play …".
    for search in reader.playSearches where !manifest.intents.contains(where: { $0.id == search.handler }) {
      var intent = ImportedIntent(id: search.handler)
      intent.parameters = [ImportedParameter(name: "query", type: "string")]
      intent.phrases = [ImportedPhrase(template: "play {query}")]
      intent.origin = search.location
      manifest.intents.append(intent)
    }
    for registered in reader.registrations {
      let place = registered.location
      guard let name = registered.name else {
        addRegularExpression(registered.text, at: place)
        continue
      }
      switch SkillText.phrase(ofPadatiousLine: registered.text, readsSlots: false) {
      case .failure(let problem):
        warn(problem.message + "; the phrase is left out", file: place.file, line: place.line, column: place.column)
      case .success(let phrase):
        add(phrase.template, to: name)
      }
    }
    contexts = reader.contexts
    for binding in reader.padatiousHandlers {
      guard let id = intentID(ofFile: binding.file) else {
        warn(
          "'\(binding.handler)' handles '\(binding.file)', which the skill's language folder does not have",
          file: folder.path)
        continue
      }
      handlers[binding.handler] = id
    }
    if !folder.pythonFiles.isEmpty {
      let bound = Set(handlers.values)
      for intent in manifest.intents where !bound.contains(intent.id) {
        warn(
          "no method of the skill's Python handles '\(intent.id).intent'; it is imported all the same",
          file: folder.path)
      }
    }
    for declared in reader.adaptIntents { addAdaptIntent(declared) }
    // One intent answers the skill's questions: its common query, else its first fallback.
    let answerers = reader.questionAnswerers
    if let answerer = answerers.first(where: { !$0.isFallback }) ?? answerers.first,
      !manifest.intents.contains(where: { $0.id == answerer.handler })
    {
      var intent = ImportedIntent(id: answerer.handler)
      intent.answersQuestions = true
      intent.origin = answerer.location
      manifest.intents.append(intent)
    }
  }

  /// One Adapt intent as a keyword intent; left out, with a warning, when it cannot be reached.
  mutating func addAdaptIntent(_ declared: SkillPythonReader.AdaptIntent) {
    guard let id = declared.name ?? declared.handler else { return }
    let place = declared.location
    guard !manifest.intents.contains(where: { $0.id == id }) else {
      warn(
        "intent '\(id)' is declared twice; the second declaration is left out", file: place.file, line: place.line,
        column: place.column)
      return
    }
    func resolve(_ name: String, _ role: String) -> String? {
      if let found = vocabulary(named: name) { return found }
      if contexts.contains(where: { $0.lowercased() == name.lowercased() }) {
        warn(
          "\(role) vocabulary '\(name)' of intent '\(id)' is a conversation context the skill sets in code, "
            + "which a manifest does not carry", file: place.file, line: place.line, column: place.column)
        return nil
      }
      warn(
        "\(role) vocabulary '\(name)' of intent '\(id)' has no .voc or .rx file in the language folder "
          + "(a skill may set it from its code or from the conversation's context)", file: place.file,
        line: place.line, column: place.column)
      return nil
    }
    var keywords = ImportedKeywords()
    for name in declared.required {
      guard let found = resolve(name, "required") else {
        leaveOut(id, "without its required vocabulary '\(name)' it would hear more than it says", at: place)
        return
      }
      if !keywords.required.contains(found) { keywords.required.append(found) }
    }
    for group in declared.oneOf {
      let found = group.compactMap { resolve($0, "one-of") }
      guard !found.isEmpty else {
        leaveOut(id, "no vocabulary of its one-of group \(group) can be read", at: place)
        return
      }
      keywords.oneOf.append(found)
    }
    keywords.optional = declared.optional.compactMap { resolve($0, "optional") }
    keywords.excluded = declared.excluded.compactMap { resolve($0, "excluded") }
    // Each vocabulary named once: a required one is not optional too.
    var seen = Set<String>()
    keywords.required = keywords.required.filter { seen.insert($0).inserted }
    keywords.oneOf = keywords.oneOf.map { $0.filter { seen.insert($0).inserted } }.filter { !$0.isEmpty }
    keywords.optional = keywords.optional.filter { seen.insert($0).inserted }
    keywords.excluded = keywords.excluded.filter { seen.insert($0).inserted }
    guard !keywords.required.isEmpty || !keywords.oneOf.isEmpty else {
      leaveOut(id, "it has no required or one-of vocabulary, so it would hear any utterance", at: place)
      return
    }
    var intent = ImportedIntent(id: id)
    intent.keywords = keywords
    let said = keywords.required + keywords.oneOf.flatMap { $0 } + keywords.optional
    for name in said {
      // The words of a vocabulary, as Adapt reports them, then the slots of its regular expressions.
      let slots = vocabularies[name]?.slots ?? [:]
      if !intent.parameters.contains(where: { $0.name == name })
        && !slots.keys.contains(where: { $0.lowercased() == name.lowercased() })
      {
        intent.parameters.append(ImportedParameter(name: name, type: "string"))
      }
      for (slot, type) in slots.sorted(by: { $0.key < $1.key })
      where !intent.parameters.contains(where: { $0.name == slot }) {
        intent.parameters.append(parameter(slot, type))
      }
    }
    if let handler = declared.handler { handlers[handler] = id }
    manifest.intents.append(intent)
  }

  /// A regular expression group's parameter; a choice of words is an enum of them.
  mutating func parameter(_ name: String, _ type: RegexPhrase.SlotType) -> ImportedParameter {
    switch type {
    case .integer:
      return ImportedParameter(name: name, type: "integer")
    case .text(let maxWords):
      var parameter = ImportedParameter(name: name, type: "string")
      parameter.maxWords = maxWords
      return parameter
    case .choice(let words):
      if !manifest.enums.contains(where: { $0.name == name }) {
        manifest.enums.append(ImportedEnum(name: name, cases: words.map { LexiconValue(id: $0) }))
      }
      var parameter = ImportedParameter(name: name, type: "enum")
      parameter.reference = name
      return parameter
    }
  }

  // MARK: Tests

  /// `test/intent/*.json` (`utterance`, `intent_type`) and `test/example_messages/*.json`
  /// (`data.utterances[0]`, `data.intent_type`), labelled with this import's app and intents.
  mutating func readTests() throws(ImportError) {
    for file in folder.testFiles {
      let bytes = try ImportFiles.read(file)
      guard let root = try? JSONParser.parse(bytes), let object = root.value.objectValue else {
        warn("the test is not a JSON object; it is left out", file: file)
        testsLeftOut += 1
        continue
      }
      let data = object["data"]?.value.objectValue
      let utterance =
        object["utterance"]?.value.stringValue ?? data?["utterances"]?.value.arrayValue?.first?.value.stringValue
      let label = object["intent_type"]?.value.stringValue ?? data?["intent_type"]?.value.stringValue
      guard let utterance else {
        warn("the test has no utterance; it is left out", file: file)
        testsLeftOut += 1
        continue
      }
      guard let label else {
        warn("the test names no intent ('intent_type'), only what the skill replies; it is left out", file: file)
        testsLeftOut += 1
        continue
      }
      guard let intent = intentID(forLabel: label) else {
        warn(
          "the test's intent '\(label)' is no intent, handler or intent file of the skill; it is left out", file: file)
        testsLeftOut += 1
        continue
      }
      addTest(utterance, .intent(intent), source: "test-intent")
    }
    try readLineTests()
    try readFeatures()
  }

  /// Mycroft's behave features: each scenario's request should reach the skill.
  mutating func readFeatures() throws(ImportError) {
    for file in folder.featureFiles {
      let feature = BehaveFeature(text: try text(file), language: manifest.locale ?? "en")
      for problem in feature.problems {
        warn("\(problem.message); it is left out", file: file, line: problem.line)
        testsLeftOut += 1
      }
      for request in feature.requests { addTest(request.utterance, .anyIntent, source: "test-behave") }
    }
  }

  /// OpenVoiceOS's end-to-end tests: each line of a `golden` file an utterance and the intent it
  /// reaches (`intent_label`, else `intent_method`), each line of a `negative` file an utterance
  /// that reaches no intent of the skill.
  mutating func readLineTests() throws(ImportError) {
    for file in folder.lineTestFiles {
      let isNegative = (file as NSString).lastPathComponent.lowercased().contains("negative")
      let text = try text(file)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
        guard let root = try? JSONParser.parse(Array(line.utf8)), let object = root.value.objectValue,
          let utterance = object["utterance"]?.value.stringValue
        else {
          warn("the test is not a JSON object with an 'utterance'; it is left out", file: file, line: index + 1)
          testsLeftOut += 1
          continue
        }
        if isNegative {
          addTest(utterance, .noMatch, source: "test-negative")
          continue
        }
        let labels = ["intent_label", "intent_method", "intent_name", "intent_type"].compactMap {
          object[$0]?.value.stringValue
        }
        guard let intent = labels.compactMap({ intentID(forLabel: $0) }).first else {
          warn(
            "the test's intent \(labels.first.map { "'\($0)'" } ?? "(none named)") is no intent, handler or intent "
              + "file of the skill; it is left out", file: file, line: index + 1)
          testsLeftOut += 1
          continue
        }
        addTest(utterance, .intent(intent), source: "test-end2end")
      }
    }
  }

  /// What a test utterance should reach.
  enum TestExpectation {
    /// This intent of the skill.
    case intent(String)
    /// Any intent of the skill (a behave scenario names the skill, not its intent).
    case anyIntent
    /// No intent of the skill.
    case noMatch
  }

  /// One test utterance as a corpus line, tagged with its kind (`test-padatious`, `test-adapt`,
  /// `test-skill`, `out-of-scope`), its source and the app.
  mutating func addTest(_ utterance: String, _ expectation: TestExpectation, source: String) {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("utterance", utterance)
    let kind: String
    writer.member("expect") { writer in
      writer.beginObject()
      switch expectation {
      case .intent(let intent):
        writer.member("app", manifest.app)
        writer.member("intent", intent)
      case .anyIntent:
        writer.member("app", manifest.app)
      case .noMatch:
        writer.member("outcome", "noMatch")
      }
      writer.endObject()
    }
    switch expectation {
    case .intent(let intent):
      kind = manifest.intents.first(where: { $0.id == intent })?.keywords == nil ? "test-padatious" : "test-adapt"
    case .anyIntent: kind = "test-skill"
    case .noMatch: kind = "out-of-scope"
    }
    writer.member("tags", strings: [kind, source, manifest.app])
    writer.endObject()
    corpus.append(writer.text)
  }

  /// The intent a test's `intent_type` names: an intent id, a handler method, an `.intent` file,
  /// each maybe after `skill-id:`.
  func intentID(forLabel label: String) -> String? {
    let name = label.split(separator: ":").last.map(String.init) ?? label
    if manifest.intents.contains(where: { $0.id == name }) { return name }
    if let id = handlers[name] { return id }
    return intentID(ofFile: name)
  }

  /// The Padatious intent of an intent file's name (`what.time.intent`, or its stem), as written or
  /// spelled otherwise (`DoYouDream` for `doyoudream`, `do-i-need` for `do.i.need`).
  func intentID(ofFile name: String) -> String? {
    let stem = name.hasSuffix(".intent") ? String(name.dropLast(".intent".count)) : name
    let padatious = manifest.intents.filter { $0.keywords == nil }.map(\.id)
    if padatious.contains(stem) { return stem }
    func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
    let matches = padatious.filter { key($0) == key(stem) }
    return matches.count == 1 ? matches[0] : nil
  }
}
