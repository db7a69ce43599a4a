/// One template's position (Glushkov) automaton, for analyses outside the module such as lint.
///
/// Positions are numbered from 0 in the template's own order, left to right;
/// every follow edge goes from a position to a later one, since templates
/// have no repetition. A slot's position says which parameter it fills.
package struct TemplateAutomaton: Hashable, Sendable {
  /// The symbol each position reads: a literal token or a value kind.
  package var symbols: [GrammarSymbol]
  /// The index of the parameter each position fills, or -1 for literal words and the app's name.
  package var parameters: [Int]
  /// The positions an accepted utterance can start with, ascending.
  package var first: [Int]
  /// Whether each position can end an accepted utterance.
  package var isLast: [Bool]
  /// The positions that may follow each position, ascending.
  package var follow: [[Int]]

  /// The number of positions.
  package var count: Int { symbols.count }
}

extension TemplateAutomaton {
  /// Compiles a template as ``GrammarBuilder/addTemplate(_:application:parameters:rules:)`` does,
  /// interning its words in `tokens`.
  ///
  /// - Returns: the automaton, or the diagnostics with which the builder rejects the template
  ///   (lowering diagnostics, too many positions, no words, or an empty match).
  package static func compiling(
    _ template: Template, parameters: [TemplateParameter], rules: [String: Template], tokens: inout TokenTable
  ) -> Result<TemplateAutomaton, TemplateDiagnostics> {
    PositionAutomaton.compiling(template, parameters: parameters, rules: rules, tokens: &tokens)
      .map(TemplateAutomaton.init)
  }

  /// Compiles a template as the builder does; nil when the builder would reject it.
  package init?(
    _ template: Template, parameters: [TemplateParameter], rules: [String: Template], tokens: inout TokenTable
  ) {
    guard
      case .success(let automaton) = Self.compiling(
        template, parameters: parameters, rules: rules, tokens: &tokens)
    else { return nil }
    self = automaton
  }

  /// The inspectable form of a compiled position automaton.
  private init(_ automaton: PositionAutomaton) {
    symbols = automaton.symbols
    parameters = automaton.parameters.map { Int($0) }
    first = automaton.first.map { Int($0) }
    isLast = automaton.isLast
    follow = automaton.symbols.indices.map { automaton.follow($0).map(Int.init) }
  }
}
