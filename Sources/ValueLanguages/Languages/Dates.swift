// Each language's words for dates and times.

extension DateWords {
  /// German.
  public static let german = DateWords(
    relativeDays: [
      "heute": 0, "morgen": 1, "gestern": -1, "übermorgen": 2, "vorgestern": -2, "am nächsten tag": 1,
      "am folgenden tag": 1, "am vortag": -1,
    ],
    weekdays: [
      "montag": 1, "dienstag": 2, "mittwoch": 3, "donnerstag": 4, "freitag": 5, "samstag": 6, "sonnabend": 6,
      "sonntag": 7, "mo": 1, "di": 2, "mi": 3, "do": 4, "fr": 5, "sa": 6, "so": 7,
    ],
    months: [
      "januar": 1, "jänner": 1, "jan": 1, "februar": 2, "feb": 2, "märz": 3, "mär": 3, "april": 4, "apr": 4,
      "mai": 5, "juni": 6, "jun": 6, "juli": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9,
      "sept": 9, "oktober": 10, "okt": 10, "november": 11, "nov": 11, "dezember": 12, "dez": 12,
    ],
    parts: [
      "morgens": (4, 12, false, nil), "früh": (4, 12, false, nil), "morgen früh": (4, 12, false, 1),
      "vormittag": (8, 12, false, nil), "vormittags": (8, 12, false, nil), "mittag": (12, 14, true, nil),
      "mittags": (12, 14, true, nil), "nachmittag": (12, 18, true, nil), "nachmittags": (12, 18, true, nil),
      "abend": (18, 24, true, nil), "abends": (18, 24, true, nil), "nacht": (18, 24, true, nil),
      "nachts": (0, 6, false, nil), "heute abend": (18, 24, true, 0), "heute nacht": (18, 24, true, 0),
      "heute morgen": (4, 12, false, 0), "heute früh": (4, 12, false, 0),
    ],
    next: ["nächste", "nächsten", "nächster", "nächstes", "kommende", "kommenden", "kommender"],
    last: ["letzte", "letzten", "letzter", "letztes", "vergangene", "vergangenen"],
    this: ["diese", "diesen", "dieser", "dieses"],
    cycles: ["woche": "week", "monat": "month", "jahr": "year"],
    fillers: ["am", "um", "den", "der", "im", "ab", "gegen", "an", "dem", "von", "zwischen"], hourWords: ["uhr", "h"],
    minuteWords: ["minuten"],
    halfPast: [], halfBefore: ["halb"], inWords: ["in", "innerhalb von"], agoBefore: ["vor"],
    noon: ["mittag", "mittags"], midnight: ["mitternacht"],
    afterNext: ["übernächste", "übernächsten", "übernächster", "übernächstes"],
    now: ["jetzt", "genau jetzt", "gerade eben", "sofort"], past: ["nach"], before: ["vor"], quarter: ["viertel"],
    rangeTo: ["bis", "und"])

  /// French.
  public static let french = DateWords(
    relativeDays: [
      "aujourd'hui": 0, "ce jour": 0, "demain": 1, "hier": -1, "après-demain": 2, "avant-hier": -2, "le lendemain": 1,
      "la veille": -1, "le jour suivant": 1, "jour suivant": 1, "le jour d'après": 1, "le jour d'avant": -1,
      "le jour précédent": -1,
    ],
    weekdays: [
      "lundi": 1, "mardi": 2, "mercredi": 3, "jeudi": 4, "vendredi": 5, "samedi": 6, "dimanche": 7, "lun": 1, "mar": 2,
      "mer": 3, "jeu": 4, "ven": 5, "sam": 6, "dim": 7,
    ],
    months: [
      "janvier": 1, "janv": 1, "février": 2, "févr": 2, "fév": 2, "mars": 3, "avril": 4, "avr": 4, "mai": 5,
      "juin": 6, "juillet": 7, "juil": 7, "jui": 7, "août": 8, "septembre": 9, "sept": 9, "octobre": 10, "oct": 10,
      "novembre": 11, "nov": 11, "décembre": 12, "déc": 12,
    ],
    parts: [
      "matin": (4, 12, false, nil), "le matin": (4, 12, false, nil), "du matin": (4, 12, false, nil),
      "après-midi": (12, 18, true, nil), "de l'après-midi": (12, 18, true, nil), "soir": (18, 24, true, nil),
      "du soir": (18, 24, true, nil), "le soir": (18, 24, true, nil), "ce soir": (18, 24, true, 0),
      "ce matin": (4, 12, false, 0), "cet après-midi": (12, 18, true, 0), "nuit": (18, 24, true, nil),
      "cette nuit": (18, 24, true, 0),
    ],
    next: ["prochain", "prochaine", "suivant", "suivante"], last: ["dernier", "dernière", "passé", "passée"],
    this: ["ce", "cette", "cet"],
    cycles: ["semaine": "week", "mois": "month", "année": "year", "an": "year", "l'année": "year", "l'an": "year"],
    fillers: ["le", "à", "a", "au", "vers", "de", "du", "la", "entre", "depuis"], hourWords: ["h", "heure", "heures"],
    minuteWords: ["minutes"], halfPast: ["et demie", "et demi"], inWords: ["dans", "d'ici"],
    agoBefore: ["il y a"], noon: ["midi"], midnight: ["minuit"], now: ["maintenant", "tout de suite", "en ce moment"],
    past: ["et"], before: ["moins"],
    quarter: ["quart", "le quart"], rangeTo: ["à", "a", "jusqu'à", "et"])

  /// Spanish.
  public static let spanish = DateWords(
    relativeDays: ["hoy": 0, "mañana": 1, "ayer": -1, "pasado mañana": 2, "anteayer": -2, "antier": -2],
    weekdays: [
      "lunes": 1, "martes": 2, "miércoles": 3, "jueves": 4, "viernes": 5, "sábado": 6, "domingo": 7, "lun": 1, "mié": 3,
      "jue": 4, "vie": 5, "sáb": 6, "dom": 7,
    ],
    months: [
      "enero": 1, "ene": 1, "febrero": 2, "feb": 2, "marzo": 3, "mar": 3, "abril": 4, "abr": 4, "mayo": 5,
      "junio": 6, "jun": 6, "julio": 7, "jul": 7, "agosto": 8, "ago": 8, "septiembre": 9, "setiembre": 9,
      "sep": 9, "octubre": 10, "oct": 10, "noviembre": 11, "nov": 11, "diciembre": 12, "dic": 12,
    ],
    parts: [
      "por la mañana": (4, 12, false, nil), "de la mañana": (4, 12, false, nil), "por la tarde": (12, 20, true, nil),
      "de la tarde": (12, 20, true, nil), "por la noche": (18, 24, true, nil), "de la noche": (18, 24, true, nil),
      "esta noche": (18, 24, true, 0), "esta tarde": (12, 20, true, 0), "esta mañana": (4, 12, false, 0),

    ],
    next: ["próximo", "próxima", "que viene", "siguiente"], last: ["pasado", "pasada", "último", "última"],
    this: ["este", "esta"], cycles: ["semana": "week", "mes": "month", "año": "year"],
    fillers: ["el", "la", "las", "los", "a", "de", "del", "sobre", "hacia", "para", "desde", "entre"],
    hourWords: ["h", "hora", "horas"],
    minuteWords: ["minutos"], halfPast: ["y media"], inWords: ["en", "dentro de"], agoBefore: ["hace"],
    noon: ["mediodía"], midnight: ["medianoche"], now: ["ahora", "ahora mismo", "ya"], past: ["y"], before: ["menos"],
    quarter: ["cuarto"], rangeTo: ["a", "hasta", "y"])

  /// Italian.
  public static let italian = DateWords(
    relativeDays: [
      "oggi": 0, "domani": 1, "ieri": -1, "dopodomani": 2, "dopo domani": 2, "il giorno dopo domani": 2,
      "l'altro ieri": -2, "altroieri": -2,
    ],
    weekdays: [
      "lunedì": 1, "martedì": 2, "mercoledì": 3, "giovedì": 4, "venerdì": 5, "sabato": 6, "domenica": 7, "lun": 1,
      "mar": 2, "mer": 3, "gio": 4, "ven": 5, "sab": 6, "dom": 7,
    ],
    months: [
      "gennaio": 1, "gen": 1, "genn": 1, "febbraio": 2, "feb": 2, "marzo": 3, "mar": 3, "aprile": 4, "apr": 4,
      "maggio": 5,
      "mag": 5, "giugno": 6, "giu": 6, "luglio": 7, "lug": 7, "agosto": 8, "ago": 8, "settembre": 9, "set": 9,
      "ottobre": 10, "ott": 10, "novembre": 11, "nov": 11, "dicembre": 12, "dic": 12,
    ],
    parts: [
      "mattina": (4, 12, false, nil), "di mattina": (4, 12, false, nil), "del mattino": (4, 12, false, nil),
      "pomeriggio": (12, 19, true, nil), "del pomeriggio": (12, 19, true, nil), "sera": (18, 24, true, nil),
      "di sera": (18, 24, true, nil), "stasera": (18, 24, true, 0), "stamattina": (4, 12, false, 0),
      "stanotte": (18, 24, true, 0), "notte": (18, 24, true, nil), "di notte": (0, 6, false, nil),
    ],
    next: ["prossimo", "prossima", "seguente"], last: ["scorso", "scorsa", "ultimo", "ultima"],
    this: ["questo", "questa"], cycles: ["settimana": "week", "mese": "month", "anno": "year", "l'anno": "year"],
    fillers: [
      "il", "alle", "all'", "all", "a", "verso", "di", "del", "le", "la", "lo", "nella", "nel", "della", "dello", "l'",
      "dalle", "dal", "da",
    ],
    hourWords: ["ora", "ore", "h"],
    minuteWords: ["minuti"], halfPast: ["e mezza", "e mezzo"], inWords: ["tra", "fra", "entro"],
    agoBefore: [], agoAfter: ["fa"], noon: ["mezzogiorno"], midnight: ["mezzanotte"],
    now: ["adesso", "ora", "subito", "immediatamente", "in questo momento"],
    past: ["e"], before: ["meno"], quarter: ["un quarto", "quarto"], rangeTo: ["alle", "a", "fino", "e"])

  /// Portuguese.
  public static let portuguese = DateWords(
    relativeDays: ["hoje": 0, "amanhã": 1, "ontem": -1, "depois de amanhã": 2, "anteontem": -2],
    weekdays: [
      "segunda": 1, "terça": 2, "quarta": 3, "quinta": 4, "sexta": 5, "sábado": 6, "domingo": 7, "seg": 1, "ter": 2,
      "qua": 3, "qui": 4, "sex": 5, "sáb": 6, "dom": 7,
    ],
    months: [
      "janeiro": 1, "jan": 1, "fevereiro": 2, "fev": 2, "março": 3, "mar": 3, "abril": 4, "abr": 4, "maio": 5,
      "mai": 5, "junho": 6, "jun": 6, "julho": 7, "jul": 7, "agosto": 8, "ago": 8, "setembro": 9, "set": 9,
      "outubro": 10, "out": 10, "novembro": 11, "nov": 11, "dezembro": 12, "dez": 12,
    ],
    parts: [
      "de manhã": (4, 12, false, nil), "da manhã": (4, 12, false, nil), "pela manhã": (4, 12, false, nil),
      "à tarde": (12, 19, true, nil), "da tarde": (12, 19, true, nil), "de tarde": (12, 19, true, nil),
      "à noite": (18, 24, true, nil), "da noite": (18, 24, true, nil), "de noite": (18, 24, true, nil),
      "hoje à noite": (18, 24, true, 0), "esta noite": (18, 24, true, 0), "hoje de manhã": (4, 12, false, 0),
      "esta manhã": (4, 12, false, 0), "hoje à tarde": (12, 19, true, 0), "esta tarde": (12, 19, true, 0),
    ],
    next: ["próximo", "próxima", "que vem", "seguinte"], last: ["passado", "passada", "último", "última"],
    this: ["este", "esta", "nesta", "neste"], cycles: ["semana": "week", "mês": "month", "ano": "year"],
    fillers: ["o", "a", "às", "as", "ao", "de", "do", "da", "no", "na", "feira", "por", "volta", "entre"],
    hourWords: ["h", "hora", "horas"], minuteWords: ["minutos"], halfPast: ["e meia"],
    inWords: ["em", "daqui a", "dentro de"], agoBefore: ["há"], agoAfter: ["atrás"], noon: ["meio-dia"],
    midnight: ["meia-noite"], now: ["agora", "já"], past: ["e"], before: ["menos"], quarter: ["um quarto", "quarto"],
    rangeTo: ["às", "as", "a", "até", "e"])

  /// Dutch.
  public static let dutch = DateWords(
    relativeDays: ["vandaag": 0, "morgen": 1, "gisteren": -1, "overmorgen": 2, "eergisteren": -2],
    weekdays: [
      "maandag": 1, "dinsdag": 2, "woensdag": 3, "donderdag": 4, "vrijdag": 5, "zaterdag": 6, "zondag": 7, "ma": 1,
      "di": 2, "wo": 3, "do": 4, "vr": 5, "za": 6, "zo": 7,
    ],
    months: [
      "januari": 1, "jan": 1, "februari": 2, "feb": 2, "maart": 3, "mrt": 3, "april": 4, "apr": 4, "mei": 5,
      "juni": 6, "jun": 6, "juli": 7, "jul": 7, "augustus": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
      "oktober": 10, "okt": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ],
    parts: [
      "ochtend": (4, 12, false, nil), "'s ochtends": (4, 12, false, nil), "s ochtends": (4, 12, false, nil),
      "middag": (12, 18, true, nil), "'s middags": (12, 18, true, nil), "s middags": (12, 18, true, nil),
      "avond": (18, 24, true, nil), "'s avonds": (18, 24, true, nil), "s avonds": (18, 24, true, nil),
      "vanavond": (18, 24, true, 0), "vanochtend": (4, 12, false, 0), "vanmiddag": (12, 18, true, 0),
      "vannacht": (18, 24, true, 0), "morgenochtend": (4, 12, false, 1), "morgenavond": (18, 24, true, 1),
    ],
    next: ["volgende", "komende", "aanstaande"], last: ["vorige", "afgelopen", "laatste"], this: ["deze", "dit"],
    cycles: ["week": "week", "maand": "month", "jaar": "year"],
    fillers: ["op", "om", "de", "het", "rond", "tegen", "van", "tussen"],
    hourWords: ["uur", "u"], minuteWords: ["minuten"], halfPast: [], halfBefore: ["half"],
    inWords: ["over", "binnen"], agoBefore: [], agoAfter: ["geleden"], noon: ["middag"], midnight: ["middernacht"],
    afterNext: ["overvolgende"], now: ["nu", "direct", "meteen"], past: ["over"], before: ["voor"],
    quarter: ["kwart"], rangeTo: ["tot", "en"])

  /// Korean.
  public static let korean = DateWords(
    relativeDays: [
      "오늘": 0, "내일": 1, "어제": -1, "모레": 2, "내일모레": 2, "그저께": -2, "그제": -2, "엊그제": -2, "글피": 3,
    ],
    weekdays: [
      "월요일": 1, "화요일": 2, "수요일": 3, "목요일": 4, "금요일": 5, "토요일": 6, "일요일": 7,
    ],
    months: [:],
    parts: [
      "아침": (4, 12, false, nil), "오전": (0, 12, false, nil), "오후": (12, 24, true, nil), "저녁": (17, 24, true, nil),
      "밤": (18, 24, true, nil), "새벽": (0, 6, false, nil), "오늘 밤": (18, 24, true, 0), "오늘 저녁": (17, 24, true, 0),
      "낮": (10, 17, true, nil),
    ],
    next: ["다음", "오는"], last: ["지난", "저번", "전"], this: ["이번", "금", "올"],
    cycles: ["주": "week", "달": "month", "해": "year"], fillers: ["에"], hourWords: ["시"], minuteWords: ["분"],
    halfPast: ["반"], inWords: [], agoBefore: [], agoAfter: ["전", "이전"],
    laterAfter: ["후", "뒤", "있다가", "안에", "내에", "안", "내"],
    noon: ["정오"], midnight: ["자정"], yearMarkers: ["년"], monthMarkers: ["월"], dayMarkers: ["일"], now: ["지금", "방금"],
    rangeTo: ["부터", "에서"], rangeEnd: ["까지"])

  /// Chinese, simplified and traditional.
  public static let chinese = DateWords(
    relativeDays: [
      "今天": 0, "今日": 0, "明天": 1, "明日": 1, "昨天": -1, "昨日": -1, "后天": 2, "後天": 2, "前天": -2,
      "大后天": 3, "大後天": 3, "聽日": 1, "尋日": -1, "後日": 2, "大後日": 3, "前日": -2,
    ],
    weekdays: [:],
    months: [:],
    parts: [
      "早上": (4, 12, false, nil), "早晨": (4, 12, false, nil), "上午": (0, 12, false, nil), "中午": (11, 14, true, nil),
      "下午": (12, 24, true, nil),
      "晚上": (18, 24, true, nil), "今晚": (18, 24, true, 0), "凌晨": (0, 6, false, nil), "傍晚": (17, 20, true, nil),
      "夜里": (18, 24, true, nil), "夜裡": (18, 24, true, nil),
    ],
    next: ["下", "下个", "下個"], last: ["上", "上个", "上個"], this: ["这", "這", "这个", "這個", "本", "今個", "今", "这一", "這一"],
    cycles: ["周": "week", "星期": "week", "礼拜": "week", "禮拜": "week", "週": "week", "月": "month", "年": "year"],
    fillers: ["在", "从", "從"], hourWords: ["点", "點", "点钟", "點鐘", "时", "時"], minuteWords: ["分"], halfPast: ["半"],
    inWords: ["再过", "再過"], agoBefore: [], agoAfter: ["前", "以前"], laterAfter: ["后", "後", "以后", "以後"],
    noon: ["中午", "正午"], midnight: ["午夜", "半夜"], yearMarkers: ["年"], monthMarkers: ["月"],
    dayMarkers: ["日", "号", "號"], now: ["现在", "現在", "此刻", "此时", "此時", "当前", "當前", "宜家", "而家", "依家"], rangeTo: ["到", "至"])
}
