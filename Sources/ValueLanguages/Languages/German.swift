extension NumberTable {
  /// German: `einundzwanzig`, `dreihundertzwölf`, `achtzehnhundert`, long scales (`Milliarde`,
  /// `Billion`), `Komma`; ordinals `erste`, `vierter`, `zwanzigste`, `4ter`.
  public static let german = NumberTable(
    words: [
      ("null", 0, .zero), ("kein", 0, .zero), ("keine", 0, .zero), ("keiner", 0, .zero), ("keinen", 0, .zero),
      ("eins", 1, .unit), ("ein", 1, .unit), ("eine", 1, .unit), ("einen", 1, .unit), ("einem", 1, .unit),
      ("einer", 1, .unit), ("zwei", 2, .unit), ("zwo", 2, .unit), ("drei", 3, .unit), ("vier", 4, .unit),
      ("fünf", 5, .unit), ("sechs", 6, .unit), ("sieben", 7, .unit), ("acht", 8, .unit), ("neun", 9, .unit),
      ("zehn", 10, .teen), ("elf", 11, .teen), ("zwölf", 12, .teen), ("dreizehn", 13, .teen),
      ("vierzehn", 14, .teen), ("fünfzehn", 15, .teen), ("sechzehn", 16, .teen), ("siebzehn", 17, .teen),
      ("achtzehn", 18, .teen), ("neunzehn", 19, .teen),
      ("zwanzig", 20, .tens), ("dreißig", 30, .tens), ("vierzig", 40, .tens), ("fünfzig", 50, .tens),
      ("sechzig", 60, .tens), ("siebzig", 70, .tens), ("achtzig", 80, .tens), ("neunzig", 90, .tens),
      ("hundert", 100, .hundred), ("tausend", 1e3, .scale),
      ("million", 1e6, .scale), ("millionen", 1e6, .scale), ("mio", 1e6, .scale),
      ("milliarde", 1e9, .scale), ("milliarden", 1e9, .scale), ("mrd", 1e9, .scale),
      ("billion", 1e12, .scale), ("billionen", 1e12, .scale),
      ("billiarde", 1e15, .scale), ("billiarden", 1e15, .scale),
    ],
    connectors: ["und"], unitBeforeTens: true, compounds: true, decimalWords: ["komma", "punkt"],
    negativeWords: ["minus", "negativ"], collectives: [("dutzend", 12)],
    ordinals: OrdinalTable(
      words: [
        ("erste", 1, .unit), ("erster", 1, .unit), ("ersten", 1, .unit), ("erstes", 1, .unit), ("erstem", 1, .unit),
        ("dritte", 3, .unit), ("dritter", 3, .unit), ("dritten", 3, .unit), ("drittes", 3, .unit),
        ("drittem", 3, .unit), ("siebte", 7, .unit), ("siebter", 7, .unit), ("siebten", 7, .unit),
        ("siebtes", 7, .unit), ("siebtem", 7, .unit), ("achte", 8, .unit), ("achter", 8, .unit),
        ("achten", 8, .unit), ("achtes", 8, .unit), ("achtem", 8, .unit),
      ],
      endings: ["te", "ter", "ten", "tes", "tem", "ste", "ster", "sten", "stes", "stem"],
      digitEndings: ["te", "ter", "ten", "tes", "tem", "."]))
}
