extension NumberTable {
  /// Italian: `ventuno`, `trentatré`, `centotto`, `duemila`, `virgola`; ordinals `primo`, `terza`,
  /// `undicesimo`, `ventunesimo`, `1°`, `1ª`.
  public static let italian = NumberTable(
    words: [
      ("zero", 0, .zero), ("nulla", 0, .zero), ("uno", 1, .unit), ("un", 1, .unit), ("una", 1, .unit),
      ("due", 2, .unit), ("tre", 3, .unit), ("tré", 3, .unit), ("quattro", 4, .unit), ("cinque", 5, .unit),
      ("sei", 6, .unit), ("sette", 7, .unit), ("otto", 8, .unit), ("nove", 9, .unit),
      ("dieci", 10, .teen), ("undici", 11, .teen), ("dodici", 12, .teen), ("tredici", 13, .teen),
      ("quattordici", 14, .teen), ("quindici", 15, .teen), ("sedici", 16, .teen), ("diciassette", 17, .teen),
      ("diciotto", 18, .teen), ("diciannove", 19, .teen),
      // Tens, and the forms they take before `uno` and `otto` (`ventuno`, `trentotto`).
      ("venti", 20, .tens), ("vent", 20, .tens), ("trenta", 30, .tens), ("trent", 30, .tens),
      ("quaranta", 40, .tens), ("quarant", 40, .tens), ("cinquanta", 50, .tens), ("cinquant", 50, .tens),
      ("sessanta", 60, .tens), ("sessant", 60, .tens), ("settanta", 70, .tens), ("settant", 70, .tens),
      ("ottanta", 80, .tens), ("ottant", 80, .tens), ("novanta", 90, .tens), ("novant", 90, .tens),
      ("cento", 100, .hundred), ("cent", 100, .hundred), ("mille", 1e3, .scale), ("mila", 1e3, .scale),
      ("milione", 1e6, .scale), ("milioni", 1e6, .scale), ("miliardo", 1e9, .scale), ("miliardi", 1e9, .scale),
    ],
    compounds: true, decimalWords: ["virgola", "punto"], negativeWords: ["meno", "negativo"],
    collectives: [("dozzina", 12), ("dozzine", 12)],
    ordinals: OrdinalTable(
      words: Self.italianOrdinals([
        ("prim", 1), ("second", 2), ("terz", 3), ("quart", 4), ("quint", 5), ("sest", 6), ("settim", 7),
        ("ottav", 8), ("non", 9), ("decim", 10),
      ]),
      endings: ["esimo", "esima", "esimi", "esime"], digitEndings: ["°", "o", "a", "ª", "º"]))

  /// Italian ordinal stems with their four endings.
  static func italianOrdinals(_ stems: [(String, Double)]) -> [(String, Double, Role)] {
    stems.flatMap { stem, value in
      ["o", "a", "i", "e"].map { (stem + $0, value, value < 10 ? Role.unit : .teen) }
    }
  }
}
