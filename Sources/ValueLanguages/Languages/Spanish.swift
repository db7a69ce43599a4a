extension NumberTable {
  /// Spanish: `veintiuno`, `treinta y tres`, `diez y seis`, `doscientos`, `cien`, `mil`, `coma`,
  /// `punto`, `con`; ordinals `primero`, `tercer`, `vigésimo primero`, `1º`, `1ª`.
  public static let spanish = NumberTable(
    words: [
      ("cero", 0, .zero), ("uno", 1, .unit), ("un", 1, .unit), ("una", 1, .unit), ("dos", 2, .unit),
      ("tres", 3, .unit), ("cuatro", 4, .unit), ("cinco", 5, .unit), ("seis", 6, .unit), ("siete", 7, .unit),
      ("ocho", 8, .unit), ("nueve", 9, .unit), ("diez", 10, .teen), ("once", 11, .teen), ("doce", 12, .teen),
      ("trece", 13, .teen), ("catorce", 14, .teen), ("quince", 15, .teen), ("dieciséis", 16, .teen),
      ("diesiséis", 16, .teen),
      ("diecisiete", 17, .teen), ("dieciocho", 18, .teen), ("diecinueve", 19, .teen),
      ("veinte", 20, .tens), ("veintiuno", 21, .belowHundred), ("veintiún", 21, .belowHundred),
      ("veintiuna", 21, .belowHundred), ("veintidós", 22, .belowHundred), ("veintitrés", 23, .belowHundred),
      ("veinticuatro", 24, .belowHundred), ("veinticinco", 25, .belowHundred), ("veintiséis", 26, .belowHundred),
      ("veintisiete", 27, .belowHundred), ("veintiocho", 28, .belowHundred), ("veintinueve", 29, .belowHundred),
      ("treinta", 30, .tens), ("cuarenta", 40, .tens), ("cincuenta", 50, .tens), ("sesenta", 60, .tens),
      ("setenta", 70, .tens), ("ochenta", 80, .tens), ("noventa", 90, .tens),
      ("cien", 100, .hundreds), ("ciento", 100, .hundred), ("cientos", 100, .hundred), ("cientas", 100, .hundred),
      ("doscientos", 200, .hundreds), ("doscientas", 200, .hundreds), ("trescientos", 300, .hundreds),
      ("trescientas", 300, .hundreds), ("cuatrocientos", 400, .hundreds), ("cuatrocientas", 400, .hundreds),
      ("quinientos", 500, .hundreds), ("quinientas", 500, .hundreds), ("seiscientos", 600, .hundreds),
      ("seiscientas", 600, .hundreds), ("setecientos", 700, .hundreds), ("setecientas", 700, .hundreds),
      ("ochocientos", 800, .hundreds), ("ochocientas", 800, .hundreds), ("novecientos", 900, .hundreds),
      ("novecientas", 900, .hundreds),
      ("mil", 1e3, .scale), ("millón", 1e6, .scale), ("millones", 1e6, .scale), ("billón", 1e12, .scale),
      ("billones", 1e12, .scale),
    ],
    connectors: ["y"], unitAfterTen: true, decimalWords: ["coma", "punto", "con"],
    negativeWords: ["menos", "negativo"], collectives: [("docena", 12), ("docenas", 12)],
    afterCollective: ["de"],
    ordinals: OrdinalTable(
      words: Self.romanceOrdinals([
        ("primer", 1), ("segund", 2), ("tercer", 3), ("cuart", 4), ("quint", 5), ("sext", 6), ("séptim", 7),
        ("sétim", 7), ("octav", 8), ("noven", 9), ("décim", 10), ("undécim", 11), ("duodécim", 12),
        ("vigésim", 20), ("trigésim", 30), ("cuadragésim", 40), ("quincuagésim", 50), ("sexagésim", 60),
        ("septuagésim", 70), ("octogésim", 80), ("nonagésim", 90), ("centésim", 100), ("milésim", 1000),
      ]) + [("primer", 1, .unit), ("tercer", 3, .unit)],
      wordsAdd: true,
      digitEndings: [
        "o", "a", "os", "as", "er", "ra", "ro", "do", "da", "to", "ta", "vo", "va", "mo", "ma", "no", "na",
      ]))

  /// Ordinal stems with their masculine and feminine, singular and plural endings.
  static func romanceOrdinals(_ stems: [(String, Double)]) -> [(String, Double, Role)] {
    stems.flatMap { stem, value in
      ["o", "a", "os", "as"].map { (stem + $0, value, value < 10 ? Role.unit : value < 20 ? .teen : .tens) }
    }
  }
}
