import DataFormats
import PhraseGrammar
import Router

// The tables a compiled bundle matches with: its blocks, templates, parameters and list values.
extension HassilRecognizer {
  /// A data block of an intent, as matching needs it.
  final class BlockInfo: Sendable {
    let intent: Int
    let indexInIntent: Int
    let slots: [HassilMember]
    let requires: [HassilContextRule]
    let excludes: [HassilContextRule]
    let metadata: HassilValue?
    let response: String?
    /// The required keywords as token ids, or nil when the block has none.
    let keywords: [[TokenID]]?
    /// Whether the block's fixed slots set the best-slot name.
    let setsBestSlot: Bool

    init(
      intent: Int, indexInIntent: Int, slots: [HassilMember], requires: [HassilContextRule],
      excludes: [HassilContextRule], metadata: HassilValue?, response: String?, keywords: [[TokenID]]?
    ) {
      self.intent = intent
      self.indexInIntent = indexInIntent
      self.slots = slots
      self.requires = requires
      self.excludes = excludes
      self.metadata = metadata
      self.response = response
      self.keywords = keywords
      setsBestSlot = slots.contains { $0.key == HassilRecognizer.bestSlotName }
    }
  }

  /// A sentence template: its block, its place in hassil's order and what its slots mean.
  ///
  /// A class, as the other tables are: ranking a match reads it without copying its fields.
  final class TemplateInfo: Sendable {
    let block: Int
    /// The sentence's place in hassil's order within its block.
    let order: Int
    let shape: HassilTemplateShape
    /// One per template parameter, in the grammar's parameter order.
    let parameters: [ParameterInfo]
    let text: String

    init(block: Int, order: Int, shape: HassilTemplateShape, parameters: [ParameterInfo], text: String) {
      self.block = block
      self.order = order
      self.shape = shape
      self.parameters = parameters
      self.text = text
    }
  }

  enum ParameterKind: Sendable {
    /// A values list (an index into ``HassilRecognizer/lists``), with the entries the
    /// block's context rules admit (nil: all).
    case values(Int, admitted: [Bool]?)
    /// A range, with the spellings its numbers may have in words (nil: any).
    case range(HassilRange, spellings: Set<String>?)
    case wildcard
  }

  /// What one `{list:slot}` reference of a template fills.
  final class ParameterInfo: Sendable {
    let slot: String
    let isCapture: Bool
    let kind: ParameterKind
    /// Whether the slot is the best-slot name (`name`).
    let isBestSlot: Bool

    init(slot: String, isCapture: Bool, kind: ParameterKind) {
      self.slot = slot
      self.isCapture = isCapture
      self.kind = kind
      isBestSlot = slot == HassilRecognizer.bestSlotName
    }
  }

  /// One value of a values list.
  final class ValueInfo: Sendable {
    let input: String
    let output: HassilValue
    let context: [HassilMember]
    /// The context with interned keys (only keys some rule names).
    let contextKeys: [ContextEntry]
    let metadata: HassilValue?

    init(
      input: String, output: HassilValue, context: [HassilMember], contextKeys: [ContextEntry], metadata: HassilValue?
    ) {
      self.input = input
      self.output = output
      self.context = context
      self.contextKeys = contextKeys
      self.metadata = metadata
    }
  }

  /// A context member whose key is interned.
  struct ContextEntry: Sendable {
    var key: Int32
    var value: HassilValue
  }

  struct ValueList: Sendable {
    var key: String
    var lexicon: LexiconID
    var values: [ValueInfo]
  }
}
