extension NumberTable {
  /// Portuguese: `vinte e um`, `cento e quatro`, `duzentos`, `dezesseis`/`dezasseis`, `mil`,
  /// `vírgula`, `ponto`; ordinals `primeiro`, `décimo primeiro`, `1º`, `1ª`.
  public static let portuguese = NumberTable(
    words: [
      ("zero", 0, .zero), ("um", 1, .unit), ("uma", 1, .unit), ("dois", 2, .unit), ("duas", 2, .unit),
      ("três", 3, .unit), ("quatro", 4, .unit), ("cinco", 5, .unit), ("seis", 6, .unit),
      ("sete", 7, .unit), ("oito", 8, .unit), ("nove", 9, .unit), ("dez", 10, .teen), ("onze", 11, .teen),
      ("doze", 12, .teen), ("treze", 13, .teen), ("catorze", 14, .teen), ("quatorze", 14, .teen),
      ("quinze", 15, .teen), ("dezesseis", 16, .teen), ("dezasseis", 16, .teen), ("dezessete", 17, .teen),
      ("dezassete", 17, .teen), ("dezoito", 18, .teen), ("dezenove", 19, .teen), ("dezanove", 19, .teen),
      ("vinte", 20, .tens), ("trinta", 30, .tens), ("quarenta", 40, .tens), ("cinquenta", 50, .tens),
      ("cinqüenta", 50, .tens), ("cincoenta", 50, .tens), ("sessenta", 60, .tens), ("setenta", 70, .tens),
      ("oitenta", 80, .tens), ("noventa", 90, .tens),
      ("cem", 100, .hundreds), ("cento", 100, .hundred), ("duzentos", 200, .hundreds), ("duzentas", 200, .hundreds),
      ("trezentos", 300, .hundreds), ("trezentas", 300, .hundreds), ("quatrocentos", 400, .hundreds),
      ("quatrocentas", 400, .hundreds), ("quinhentos", 500, .hundreds), ("quinhentas", 500, .hundreds),
      ("seiscentos", 600, .hundreds), ("seiscentas", 600, .hundreds), ("setecentos", 700, .hundreds),
      ("setecentas", 700, .hundreds), ("oitocentos", 800, .hundreds), ("oitocentas", 800, .hundreds),
      ("novecentos", 900, .hundreds), ("novecentas", 900, .hundreds),
      ("mil", 1e3, .scale), ("milhão", 1e6, .scale), ("milhões", 1e6, .scale), ("bilhão", 1e9, .scale),
      ("bilhões", 1e9, .scale), ("bilião", 1e12, .scale), ("biliões", 1e12, .scale),
    ],
    connectors: ["e"], decimalWords: ["vírgula", "ponto"], negativeWords: ["menos", "negativo"],
    collectives: [("dúzia", 12), ("dúzias", 12), ("par", 2), ("pares", 2)],
    afterCollective: ["de"],
    ordinals: OrdinalTable(
      words: Self.romanceOrdinals([
        ("primeir", 1), ("segund", 2), ("terceir", 3), ("quart", 4), ("quint", 5), ("sext", 6), ("sétim", 7),
        ("oitav", 8), ("non", 9), ("décim", 10), ("vigésim", 20), ("trigésim", 30), ("quadragésim", 40),
        ("quinquagésim", 50), ("qüinquagésim", 50), ("sexagésim", 60), ("septuagésim", 70), ("setuagésim", 70),
        ("octogésim", 80), ("nonagésim", 90), ("centésim", 100), ("milésim", 1000),
      ]),
      wordsAdd: true, digitEndings: ["o", "a", "os", "as"]))
}
