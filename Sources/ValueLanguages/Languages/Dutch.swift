extension NumberTable {
  /// Dutch: `eenentwintig`, `drieëndertig`, `honderd tweeëntwintig`, `3 en 30`, `komma`; ordinals
  /// `eerste`, `vierde`, `twintigste`, `17de`, `1ste`.
  public static let dutch = NumberTable(
    words: [
      ("nul", 0, .zero), ("geen", 0, .zero), ("niks", 0, .zero),
      ("een", 1, .unit), ("één", 1, .unit), ("twee", 2, .unit), ("drie", 3, .unit), ("vier", 4, .unit),
      ("vijf", 5, .unit), ("zes", 6, .unit), ("zeven", 7, .unit), ("acht", 8, .unit), ("negen", 9, .unit),
      ("tien", 10, .teen), ("elf", 11, .teen), ("twaalf", 12, .teen), ("dertien", 13, .teen),
      ("veertien", 14, .teen), ("vijftien", 15, .teen), ("zestien", 16, .teen), ("zeventien", 17, .teen),
      ("achttien", 18, .teen), ("negentien", 19, .teen),
      ("twintig", 20, .tens), ("dertig", 30, .tens), ("veertig", 40, .tens), ("vijftig", 50, .tens),
      ("zestig", 60, .tens), ("zeventig", 70, .tens), ("tachtig", 80, .tens), ("negentig", 90, .tens),
      ("honderd", 100, .hundred), ("duizend", 1e3, .scale), ("miljoen", 1e6, .scale), ("miljoenen", 1e6, .scale),
      ("miljard", 1e9, .scale), ("miljarden", 1e9, .scale), ("biljoen", 1e12, .scale),
    ],
    connectors: ["en"], unitBeforeTens: true, compounds: true, decimalWords: ["komma", "punt"],
    negativeWords: ["min", "minus", "negatief"], collectives: [("dozijn", 12), ("gros", 144)],
    ordinals: OrdinalTable(
      words: [("eerste", 1, .unit), ("derde", 3, .unit), ("achtste", 8, .unit)],
      endings: ["de", "ste"], digitEndings: ["e", "de", "ste", "."]))
}
