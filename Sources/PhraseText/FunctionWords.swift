/// The words approximate matching lets an utterance say or leave out cheaply: articles,
/// prepositions, pronouns and possessives, auxiliaries, conjunctions and fillers.
///
/// One table per language, as written; a grammar serves apps of any language, so a word is a
/// function word when any table has it (``normalized``: every table's words normalized as
/// template words are). `Docs/Routing.md` lists the tables.
public enum FunctionWords {
  /// Every table's words, normalized as template and utterance words are (accents folded).
  public static let normalized: Set<String> = Set(
    [english, french, german, spanish, italian, portuguese, dutch].joined().map { Normalizer.normalize($0) })

  /// The articles of each language (by its code, `en`), which a value's phrase may begin with
  /// ("the airport") and people leave out ("to airport", "the next express").
  public static let articles: [String: Set<String>] = [
    "en": ["the", "a", "an"], "fr": ["le", "la", "les", "l'"], "de": ["der", "die", "das", "den", "dem"],
    "es": ["el", "la", "los", "las"], "it": ["il", "lo", "la", "i", "gli", "le", "l'"], "pt": ["o", "a", "os", "as"],
    "nl": ["de", "het"],
  ]

  /// The particles of phrasal verbs, which say which way a request goes ("turn on", "turn off",
  /// "turn up"; "schalte an", "schalte aus"; "zet aan", "zet uit"): some are function words as
  /// prepositions, but beside one another in parallel phrases they tell one request from its
  /// opposite (`GrammarBuilder.contrastWords`).
  public static let particles: Set<String> = [
    "on", "off", "in", "out", "up", "down", "over", "back", "away", "an", "aus", "ein", "auf", "zu", "aan", "uit",
    "op", "af",
  ]

  /// English.
  public static let english: Set<String> = [
    "a", "an", "the", "this", "that", "these", "those", "some", "any", "my", "your", "his", "her", "its", "our",
    "their", "i", "me", "you", "he", "him", "she", "it", "we", "us", "they", "them", "of", "in", "on", "at", "to",
    "for", "with", "from", "by", "about", "into", "onto", "as", "is", "are", "am", "was", "were", "be", "been", "do",
    "does", "did", "can", "could", "will", "would", "should", "shall", "may", "might", "must", "have", "has", "had",
    "and", "or", "but", "so", "then", "please", "just", "um", "uh", "hey", "ok", "okay", "now", "there", "'s", "'re",
    "'ve", "'ll", "'d", "'m", "n't",
  ]

  /// French.
  public static let french: Set<String> = [
    "le", "la", "les", "l'", "un", "une", "des", "du", "de", "d'", "au", "aux", "à", "en", "dans", "sur", "pour",
    "avec", "par", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "votre", "leur", "je", "j'",
    "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "me", "m'", "te", "t'", "se", "s'", "et", "ou", "est",
    "sont", "s'il", "plaît", "stp",
  ]

  /// German.
  public static let german: Set<String> = [
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "mein", "meine", "meinen",
    "dein", "deine", "ich", "mich", "mir", "du", "dich", "dir", "er", "sie", "es", "wir", "uns", "ihr", "in", "im",
    "an", "am", "auf", "zu", "zum", "zur", "für", "mit", "von", "vom", "aus", "und", "oder", "ist", "sind", "bitte",
    "mal",
  ]

  /// Spanish.
  public static let spanish: Set<String> = [
    "el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "a", "al", "en", "con", "por", "para", "mi",
    "mis", "tu", "tus", "su", "sus", "yo", "me", "te", "se", "nos", "y", "o", "es", "son", "favor",
  ]

  /// Italian.
  public static let italian: Set<String> = [
    "il", "lo", "la", "i", "gli", "le", "l'", "un", "uno", "una", "un'", "di", "del", "della", "dei", "a", "al",
    "alla", "in", "nel", "nella", "su", "con", "per", "da", "mio", "mia", "miei", "mie", "e", "o", "è", "mi", "ti",
    "ci",
  ]

  /// Portuguese.
  public static let portuguese: Set<String> = [
    "o", "a", "os", "as", "um", "uma", "de", "do", "da", "dos", "das", "em", "no", "na", "nos", "nas", "com", "por",
    "para", "meu", "minha", "e", "ou", "é", "me", "favor",
  ]

  /// Dutch.
  public static let dutch: Set<String> = [
    "de", "het", "een", "van", "in", "op", "aan", "te", "met", "voor", "mijn", "je", "jij", "ik", "me", "mij", "we",
    "wij", "en", "of", "is", "zijn", "alsjeblieft",
  ]
}
