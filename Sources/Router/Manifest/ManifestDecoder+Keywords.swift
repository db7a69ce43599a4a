import DataFormats
import PhraseGrammar

extension ManifestDecoder {
  /// The app's vocabularies: name → a non-empty array of phrase templates.
  mutating func vocabularies(_ node: JSONNode, _ path: JSONPath) -> [(name: String, phrases: [SourcedText])] {
    guard let object = object(node, path) else { return [] }
    checkDuplicates(object, path)
    var result: [(name: String, phrases: [SourcedText])] = []
    for member in object.members {
      let vocabularyPath = path.appending(key: member.key)
      guard let elements = array(member.value, vocabularyPath) else { continue }
      if elements.isEmpty {
        error("EmptyVocabulary", "vocabulary '\(member.key)' has no phrases", at: member.value, vocabularyPath)
      }
      let phrases = elements.enumerated().compactMap { sourced($0.element, vocabularyPath.appending(index: $0.offset)) }
      result.append((member.key, phrases))
    }
    return result
  }

  /// An intent's keywords: vocabulary names of the manifest, in `required`, `oneOf`, `optional`
  /// and `excluded`; at least one required or one-of keyword, so that the intent cannot be
  /// reached by an utterance that says none of its words.
  mutating func keywords(_ node: JSONNode, _ path: JSONPath, _ manifest: Manifest) -> Keywords? {
    guard let object = object(node, path) else { return nil }
    checkKeys(object, path, allowed: ["required", "oneOf", "optional", "excluded"])
    let declared = manifest.vocabularies.map(\.name)
    var seen = Set<String>()
    func names(_ node: JSONNode, _ path: JSONPath) -> [SourcedText] {
      guard let elements = array(node, path) else { return [] }
      var result: [SourcedText] = []
      for (index, element) in elements.enumerated() {
        let namePath = path.appending(index: index)
        guard let name = sourced(element, namePath) else { continue }
        if !declared.contains(name.text) {
          error(
            "UnknownVocabulary",
            "vocabulary '\(name.text)' is not declared in 'vocabularies'"
              + Diagnostic.Message.didYouMean(closestName(to: name.text, among: declared)), at: element, namePath)
          continue
        }
        if !seen.insert(name.text).inserted {
          error(
            "DuplicateKeyword", "vocabulary '\(name.text)' is named twice in the intent's keywords", at: element,
            namePath)
          continue
        }
        result.append(name)
      }
      return result
    }
    var keywords = Keywords()
    if let node = object["required"] { keywords.required = names(node, path.appending(key: "required")) }
    if let node = object["oneOf"], let groups = array(node, path.appending(key: "oneOf")) {
      for (index, group) in groups.enumerated() {
        let groupPath = path.appending(key: "oneOf").appending(index: index)
        let members = names(group, groupPath)
        if members.isEmpty {
          error("EmptyKeywordGroup", "a 'oneOf' group names no vocabulary", at: group, groupPath)
        } else {
          keywords.oneOf.append(members)
        }
      }
    }
    if let node = object["optional"] { keywords.optional = names(node, path.appending(key: "optional")) }
    if let node = object["excluded"] { keywords.excluded = names(node, path.appending(key: "excluded")) }
    if object["required"] == nil && object["oneOf"] == nil {
      error(
        "NoRequiredKeyword",
        "the keywords need a 'required' vocabulary or a 'oneOf' group; optional ones alone would reach the intent "
          + "from any utterance", at: node, path)
    }
    return keywords
  }
}
