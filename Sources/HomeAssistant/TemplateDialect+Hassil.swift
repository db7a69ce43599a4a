import PhraseGrammar

extension TemplateDialect {
  /// hassil's template syntax: the core language with permutations, `(a; b; c)`, whose parts
  /// may come in any order.
  public static let hassil = TemplateDialect(anyOrderSeparator: ";")
}
