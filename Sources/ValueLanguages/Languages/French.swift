extension NumberTable {
  /// French: `vingt et un`, `soixante-dix`, `quatre-vingt-dix-neuf`, the Belgian and Swiss
  /// `septante`, `huitante`, `nonante`, `deux cents`, `virgule`; ordinals `premier`, `deuxième`,
  /// `vingt et unième`, `1er`, `2e`, `3ème`.
  public static let french = NumberTable(
    words: [
      ("zéro", 0, .zero), ("un", 1, .unit), ("une", 1, .unit), ("deux", 2, .unit), ("trois", 3, .unit),
      ("quatre", 4, .unit), ("cinq", 5, .unit), ("six", 6, .unit), ("sept", 7, .unit), ("huit", 8, .unit),
      ("neuf", 9, .unit), ("dix", 10, .teen), ("onze", 11, .teen), ("douze", 12, .teen), ("treize", 13, .teen),
      ("quatorze", 14, .teen), ("quinze", 15, .teen), ("seize", 16, .teen),
      ("vingt", 20, .tens), ("vingts", 20, .tens), ("trente", 30, .tens), ("quarante", 40, .tens),
      ("cinquante", 50, .tens), ("soixante", 60, .tens), ("septante", 70, .tens), ("huitante", 80, .tens),
      ("octante", 80, .tens), ("nonante", 90, .tens),
      ("cent", 100, .hundred), ("cents", 100, .hundred), ("mille", 1e3, .scale), ("mil", 1e3, .scale),
      ("million", 1e6, .scale), ("millions", 1e6, .scale), ("milliard", 1e9, .scale), ("milliards", 1e9, .scale),
    ],
    connectors: ["et"], products: [(4, 20)], teenAfterTens: true, unitAfterTen: true,
    decimalWords: ["virgule", "point"], negativeWords: ["moins", "négatif"], collectives: [("douzaine", 12)],
    ordinals: OrdinalTable(
      words: [
        ("premier", 1, .unit), ("première", 1, .unit), ("premiers", 1, .unit), ("premières", 1, .unit),
        ("second", 2, .unit), ("seconde", 2, .unit), ("seconds", 2, .unit), ("secondes", 2, .unit),
        ("unième", 1, .unit), ("cinquième", 5, .unit), ("neuvième", 9, .unit),
      ],
      endings: ["ième", "ièmes", "eme", "emes"],
      digitEndings: ["er", "re", "ere", "ère", "e", "eme", "ème", "ieme", "ième", "es", "èmes", "emes", "nd", "nde"]))
}
