/// The syntax a ``TemplateParser`` reads beyond the core template language.
///
/// The core language writes alternatives and optional parts; a dialect can
/// add a group whose parts may come in any order. With `;` as the
/// ``anyOrderSeparator``, `(turn on; the light)` is one
/// ``TemplateNode/anyOrder(_:_:)`` group and accepts both "turn on the light"
/// and "the light turn on":
///
/// ```swift
/// let parser = TemplateParser(dialect: TemplateDialect(anyOrderSeparator: ";"))
/// let (template, _) = parser.parse("(turn on; the light)")
/// ```
public struct TemplateDialect: Hashable, Sendable {
  /// The character that, inside `( )`, separates parts that may come in any order; nil when the dialect has none.
  ///
  /// One such separator makes the whole group an any-order group, and a `|`
  /// in it then separates parts too. Outside `( )` the character is text. A
  /// character the core syntax already gives a meaning (`\`, `{`, `}`, `<`,
  /// `>`, `(`, `)`, `[`, `]`, `|`) keeps that meaning.
  public var anyOrderSeparator: Character?

  /// A dialect with this any-order separator, or none.
  public init(anyOrderSeparator: Character? = nil) {
    self.anyOrderSeparator = anyOrderSeparator
  }

  /// The core template language, with no any-order groups.
  public static let core = TemplateDialect()
}
