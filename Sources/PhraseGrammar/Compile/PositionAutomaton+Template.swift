extension PositionAutomaton {
  /// Lowers a template and builds its position automaton, interning its words in `tokens`.
  ///
  /// This is the one place a template is compiled: the ``GrammarBuilder`` adds
  /// the automaton to its grammar, and ``TemplateAutomaton`` hands it to
  /// analyses such as lint.
  ///
  /// - Parameters:
  ///   - template: the parsed template.
  ///   - parameters: the parameters its slots may name.
  ///   - rules: the bodies of the `<rule>`s it may use.
  ///   - tokens: the vocabulary its words are interned in.
  ///   - spaces: how its spaces meet the utterance's words.
  /// - Returns: the automaton, or the diagnostics that reject the template: the
  ///   lowering's problems, too many positions, no words, or a match of nothing.
  /// - Complexity: O(*n*) in the size of the template with its rules spelled out.
  @inline(__always)
  static func compiling(
    _ template: Template, parameters: [TemplateParameter], rules: [String: Template], tokens: inout TokenTable,
    spaces: SpacePolicy = .strict
  ) -> Result<PositionAutomaton, TemplateDiagnostics> {
    var lowering = TemplateLowering(parameters: parameters, rules: rules, tokens: TokenTable(), spaces: spaces)
    swap(&lowering.tokens, &tokens)
    let pattern = lowering.lower(template)
    swap(&lowering.tokens, &tokens)
    var diagnostics = lowering.diagnostics
    guard diagnostics.isEmpty else { return .failure(TemplateDiagnostics(diagnostics)) }
    guard let automaton = PositionAutomaton(pattern) else {
      diagnostics.append(.error(.tooComplex(limit: PositionAutomaton.positionLimit)))
      return .failure(TemplateDiagnostics(diagnostics))
    }
    if automaton.symbols.isEmpty {
      return .failure(TemplateDiagnostics([.error(.emptyTemplate())]))
    }
    if automaton.isNullable {
      return .failure(TemplateDiagnostics([.error(.matchesEmpty())]))
    }
    return .success(automaton)
  }
}
