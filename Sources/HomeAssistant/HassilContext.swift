import DataFormats
import Router

/// One key of a block's `requires_context` or `excludes_context`.
///
/// A rule's value is `null` (any value, as long as the key is set), a
/// scalar (equal), a list (one of), or an object whose `value` is one of those
/// and whose `slot` (`true`, or a slot name) copies the context value into a slot.
struct HassilContextRule: Hashable, Sendable {
  var key: String
  /// The key interned by the recognizer.
  var keyID: Int32 = -1
  /// The expected (or excluded) value, unpacked from an object's `value`.
  var value: HassilValue
  /// The slot a requirement copies the context value into.
  var copiesTo: String?

  init(requirement member: HassilMember) {
    key = member.key
    if case .object = member.value {
      value = member.value["value"] ?? .null
      switch member.value["slot"] {
      case .string(let slot)?: copiesTo = slot
      case .bool(true)?: copiesTo = member.key
      case .number(let number)? where number != 0: copiesTo = member.key
      default: copiesTo = nil
      }
    } else {
      value = member.value
      copiesTo = nil
    }
  }

  init(exclusion member: HassilMember) {
    key = member.key
    if case .object = member.value {
      value = member.value["value"] ?? .null
    } else {
      value = member.value
    }
    copiesTo = nil
  }

  /// A context value's own value: an object's `value` (or null), else the value itself.
  static func unpacked(_ value: HassilValue) -> HassilValue {
    if case .object = value { return value["value"] ?? .null }
    return value
  }

  /// Whether a context value satisfies the requirement, if the context has the key (hassil's
  /// check of list values and of the intent context before matching).
  func admitsWhereSet(_ actual: HassilValue?) -> Bool {
    guard let actual else { return true }
    let value = Self.unpacked(actual)
    if case .array = self.value { return self.value.contains(value) }
    if self.value.isNull { return true }
    return value == self.value
  }

  /// Whether a context value (if the context has the key) avoids the exclusion.
  func avoids(_ actual: HassilValue?) -> Bool {
    guard let actual else { return true }
    let value = Self.unpacked(actual)
    if case .array = self.value { return !self.value.contains(value) }
    return value != self.value
  }

  /// Whether a match's final context value for the key (nil when the context lacks it) meets the requirement.
  func isSatisfied(by found: HassilValue?) -> Bool {
    let actual = found.map(Self.unpacked) ?? .null
    if !value.isNull && actual == value { return true }
    if value.isNull && !actual.isNull { return true }
    if case .array = value, value.contains(actual) { return true }
    return false
  }

  /// The text a copied slot carries: an object context value's `text`, else empty.
  static func text(of found: HassilValue?) -> String {
    guard let found, case .object = found else { return "" }
    return found["text"]?.stringValue ?? ""
  }

  /// Checks the requirement against a match's final context value for the key.
  ///
  /// - Returns: nil when the requirement fails; else the slot it copies the value into, if any.
  func check(_ found: HassilValue?) -> HassilSlot?? {
    guard isSatisfied(by: found) else { return nil }
    guard let copiesTo else { return .some(nil) }
    var metadata: HassilValue?
    if let found, case .object = found { metadata = found["metadata"] }
    return .some(
      HassilSlot(
        name: copiesTo, value: found.map(Self.unpacked) ?? .null, text: Self.text(of: found), isWildcard: false,
        metadata: metadata))
  }
}
