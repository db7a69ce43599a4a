// Each language's quantity words: unit names by the unit table's ids, with their plurals, cases
// and usual abbreviations (symbols such as `ml`, `kg`, `km`, `°C` are read in every language).

extension QuantityWords {
  /// German.
  public static let german = QuantityWords(
    units: [
      "millilitre": ["Milliliter", "Millilitern"], "centilitre": ["Zentiliter"], "decilitre": ["Deziliter"],
      "litre": ["Liter", "Litern"], "hectolitre": ["Hektoliter"], "cup_metric": ["Tasse", "Tassen"],
      "tbsp_metric": ["Esslöffel", "EL"], "tsp_metric": ["Teelöffel", "TL"], "gallon_us": ["Gallone", "Gallonen"],
      "fl_oz_us": ["Unze", "Unzen"], "cubic_metre": ["Kubikmeter"],
      "milligram": ["Milligramm"], "gram": ["Gramm"], "kilogram": ["Kilogramm", "Kilo", "Kilos"],
      "tonne": ["Tonne", "Tonnen"], "ounce_avdp": ["Unze", "Unzen"],
      "millimetre": ["Millimeter", "Millimetern"], "centimetre": ["Zentimeter", "Zentimetern"],
      "metre": ["Meter", "Metern"], "kilometre": ["Kilometer", "Kilometern"], "inch": ["Zoll"],
      "foot": ["Fuß"], "yard": ["Yard", "Yards"], "mile": ["Meile", "Meilen"],
      "celsius": ["Celsius", "Grad Celsius"], "fahrenheit": ["Fahrenheit", "Grad Fahrenheit"], "kelvin": ["Kelvin"],
      "millisecond": ["Millisekunde", "Millisekunden"], "second": ["Sekunde", "Sekunden", "Sek"],
      "minute": ["Minute", "Minuten"], "hour": ["Stunde", "Stunden", "Std"],
      "day": ["Tag", "Tage", "Tagen"], "week": ["Woche", "Wochen"], "month": ["Monat", "Monate", "Monaten"],
      "quarter": ["Quartal", "Quartale", "Quartalen"], "year": ["Jahr", "Jahre", "Jahren"],
    ],
    degreeWords: ["Grad"],
    fractions: [
      "halb": 0.5, "halbe": 0.5, "halber": 0.5, "halben": 0.5, "halbes": 0.5, "viertel": 0.25, "dreiviertel": 0.75,
      "anderthalb": 1.5, "eineinhalb": 1.5,
    ],
    andHalf: [["und", "ein", "halb"], ["und", "eine", "halbe"], ["und", "einhalb"], ["einhalb"]],
    compoundJoiners: ["und"], belowZero: [["unter", "null"]],
    multiples: [
      "viertelstunde": ("minute", 15), "viertelstunden": ("minute", 15), "dreiviertelstunde": ("minute", 45),
      "pfund": ("gram", 500),
    ],
    qualifiers: ["genau", "exakt", "etwa", "ungefähr", "ungefahr", "zirka", "circa", "ca", "rund", "knapp"])

  /// French.
  public static let french = QuantityWords(
    units: [
      "millilitre": ["millilitre", "millilitres"], "centilitre": ["centilitre", "centilitres"],
      "decilitre": ["décilitre", "décilitres"], "litre": ["litre", "litres"],
      "hectolitre": ["hectolitre", "hectolitres"],
      "cup_metric": ["tasse", "tasses"], "tbsp_metric": ["cuillère à soupe", "cuillères à soupe", "c. à s."],
      "tsp_metric": ["cuillère à café", "cuillères à café", "c. à c."], "gallon_us": ["gallon", "gallons"],
      "fl_oz_us": ["once", "onces"], "cubic_metre": ["mètre cube", "mètres cubes"],
      "milligram": ["milligramme", "milligrammes"], "gram": ["gramme", "grammes"],
      "kilogram": ["kilogramme", "kilogrammes", "kilo", "kilos"], "tonne": ["tonne", "tonnes"],
      "ounce_avdp": ["once", "onces"], "pound": ["livre", "livres"],
      "millimetre": ["millimètre", "millimètres"], "centimetre": ["centimètre", "centimètres"],
      "metre": ["mètre", "mètres"], "kilometre": ["kilomètre", "kilomètres"], "inch": ["pouce", "pouces"],
      "foot": ["pied", "pieds"], "yard": ["yard", "yards"], "mile": ["mile", "miles"],
      "celsius": ["celsius", "centigrade", "centigrades", "degré celsius", "degrés celsius"],
      "fahrenheit": ["fahrenheit", "degré fahrenheit", "degrés fahrenheit"], "kelvin": ["kelvin"],
      "millisecond": ["milliseconde", "millisecondes"], "second": ["seconde", "secondes", "sec"],
      "minute": ["minute", "minutes"], "hour": ["heure", "heures"], "day": ["jour", "jours", "journée", "journées"],
      "week": ["semaine", "semaines"], "month": ["mois"], "quarter": ["trimestre", "trimestres"],
      "year": ["an", "ans", "année", "années"],
    ],
    degreeWords: ["degré", "degrés", "degres", "degrès", "deg"],
    fractions: ["demi": 0.5, "demie": 0.5, "quart": 0.25, "quarts": 0.25], fractionLinks: ["de", "d"],
    andHalf: [["et", "demi"], ["et", "demie"]], compoundJoiners: ["et"],
    belowZero: [["sous", "zéro"], ["en", "dessous", "de", "zéro"], ["au", "dessous", "de", "zéro"]],
    multiples: ["quart d'heure": ("minute", 15)], qualifiers: ["environ", "exactement", "précisément", "à peu près"])

  /// Spanish.
  public static let spanish = QuantityWords(
    units: [
      "millilitre": ["mililitro", "mililitros"], "centilitre": ["centilitro", "centilitros"],
      "decilitre": ["decilitro", "decilitros"], "litre": ["litro", "litros"],
      "hectolitre": ["hectolitro", "hectolitros"],
      "cup_metric": ["taza", "tazas"], "tbsp_metric": ["cucharada", "cucharadas"],
      "tsp_metric": ["cucharadita", "cucharaditas"], "gallon_us": ["galón", "galones"],
      "fl_oz_us": ["onza", "onzas"], "cubic_metre": ["metro cúbico", "metros cúbicos"],
      "milligram": ["miligramo", "miligramos"], "gram": ["gramo", "gramos"],
      "kilogram": ["kilogramo", "kilogramos", "kilo", "kilos"], "tonne": ["tonelada", "toneladas"],
      "ounce_avdp": ["onza", "onzas"], "pound": ["libra", "libras"],
      "millimetre": ["milímetro", "milímetros"], "centimetre": ["centímetro", "centímetros"],
      "metre": ["metro", "metros"], "kilometre": ["kilómetro", "kilómetros"], "inch": ["pulgada", "pulgadas"],
      "foot": ["pie", "pies"], "yard": ["yarda", "yardas"], "mile": ["milla", "millas"],
      "celsius": ["celsius", "centígrado", "centígrados", "grado celsius", "grados celsius"],
      "fahrenheit": ["fahrenheit", "grado fahrenheit", "grados fahrenheit"], "kelvin": ["kelvin"],
      "millisecond": ["milisegundo", "milisegundos"], "second": ["segundo", "segundos", "seg"],
      "minute": ["minuto", "minutos"], "hour": ["hora", "horas"], "day": ["día", "días"],
      "week": ["semana", "semanas"], "month": ["mes", "meses"], "quarter": ["trimestre", "trimestres"],
      "year": ["año", "años"],
    ],
    degreeWords: ["grado", "grados"],
    fractions: ["medio": 0.5, "media": 0.5, "cuarto": 0.25, "cuartos": 0.25], fractionLinks: ["de"],
    andHalf: [["y", "medio"], ["y", "media"]], compoundJoiners: ["y"], belowZero: [["bajo", "cero"]],
    qualifiers: ["aproximadamente", "exactamente", "unos", "unas", "casi"])

  /// Italian.
  public static let italian = QuantityWords(
    units: [
      "millilitre": ["millilitro", "millilitri"], "centilitre": ["centilitro", "centilitri"],
      "decilitre": ["decilitro", "decilitri"], "litre": ["litro", "litri"], "hectolitre": ["ettolitro", "ettolitri"],
      "cup_metric": ["tazza", "tazze"], "tbsp_metric": ["cucchiaio", "cucchiai"],
      "tsp_metric": ["cucchiaino", "cucchiaini"], "gallon_us": ["gallone", "galloni", "gal"],
      "fl_oz_us": ["oncia", "once"], "cubic_metre": ["metro cubo", "metri cubi"],
      "milligram": ["milligrammo", "milligrammi"], "gram": ["grammo", "grammi"],
      "kilogram": ["chilogrammo", "chilogrammi", "chilo", "chili", "kilo", "kilogrammo", "kilogrammi"],
      "tonne": ["tonnellata", "tonnellate"],
      "ounce_avdp": ["oncia", "once"], "pound": ["libbra", "libbre"],
      "millimetre": ["millimetro", "millimetri"], "centimetre": ["centimetro", "centimetri"],
      "metre": ["metro", "metri"], "kilometre": ["chilometro", "chilometri", "kilometro", "kilometri"],
      "inch": ["pollice", "pollici"],
      "foot": ["piede", "piedi"], "yard": ["iarda", "iarde"], "mile": ["miglio", "miglia"],
      "celsius": [
        "celsius", "centigrado", "centigradi", "grado celsius", "gradi celsius", "grado centigrado", "gradi centigradi",
      ],
      "fahrenheit": ["fahrenheit", "grado fahrenheit", "gradi fahrenheit"], "kelvin": ["kelvin"],
      "millisecond": ["millisecondo", "millisecondi"], "second": ["secondo", "secondi"],
      "minute": ["minuto", "minuti"], "hour": ["ora", "ore"], "day": ["giorno", "giorni"],
      "week": ["settimana", "settimane"], "month": ["mese", "mesi"], "quarter": ["trimestre", "trimestri"],
      "year": ["anno", "anni"],
    ],
    degreeWords: ["grado", "gradi"],
    fractions: ["mezzo": 0.5, "mezza": 0.5, "quarto": 0.25, "quarti": 0.25], fractionLinks: ["di"],
    andHalf: [["e", "mezzo"], ["e", "mezza"]], compoundJoiners: ["e"], belowZero: [["sotto", "zero"]],
    multiples: [
      "un'ora": ("hour", 1), "mezz'ora": ("minute", 30), "un quarto d'ora": ("minute", 15),
      "quarto d'ora": ("minute", 15), "quarti d'ora": ("minute", 15),
    ],
    qualifiers: ["circa", "esattamente", "quasi"])

  /// Portuguese.
  public static let portuguese = QuantityWords(
    units: [
      "millilitre": ["mililitro", "mililitros"], "centilitre": ["centilitro", "centilitros"],
      "decilitre": ["decilitro", "decilitros"], "litre": ["litro", "litros"],
      "hectolitre": ["hectolitro", "hectolitros"],
      "cup_us_legal": ["xícara", "xícaras", "chávena", "chávenas", "copo", "copos"],
      "tbsp_metric": ["colher de sopa", "colheres de sopa"], "tsp_metric": ["colher de chá", "colheres de chá"],
      "gallon_us": ["galão", "galões"], "fl_oz_us": ["onça", "onças"],
      "cubic_metre": ["metro cúbico", "metros cúbicos"],
      "milligram": ["miligrama", "miligramas"], "gram": ["grama", "gramas"],
      "kilogram": ["quilograma", "quilogramas", "quilo", "quilos", "kilo", "kilos"],
      "tonne": ["tonelada", "toneladas"], "ounce_avdp": ["onça", "onças"], "pound": ["libra", "libras"],
      "millimetre": ["milímetro", "milímetros"], "centimetre": ["centímetro", "centímetros"],
      "metre": ["metro", "metros"],
      "kilometre": [
        "quilômetro", "quilômetros", "quilómetro", "quilómetros", "kilômetro", "kilômetros", "kilómetro", "kilómetros",
      ],
      "inch": ["polegada", "polegadas"], "foot": ["pé", "pés"], "yard": ["jarda", "jardas"],
      "mile": ["milha", "milhas"],
      "celsius": ["celsius", "centígrado", "centígrados", "grau celsius", "graus celsius", "graus centígrados"],
      "fahrenheit": ["fahrenheit", "grau fahrenheit", "graus fahrenheit"], "kelvin": ["kelvin"],
      "millisecond": ["milissegundo", "milissegundos"], "second": ["segundo", "segundos", "seg"],
      "minute": ["minuto", "minutos"], "hour": ["hora", "horas"], "day": ["dia", "dias"],
      "week": ["semana", "semanas"], "month": ["mês", "meses"], "quarter": ["trimestre", "trimestres"],
      "year": ["ano", "anos"],
    ],
    degreeWords: ["grau", "graus"],
    fractions: ["meio": 0.5, "meia": 0.5, "quarto": 0.25, "quartos": 0.25], fractionLinks: ["de"],
    andHalf: [["e", "meio"], ["e", "meia"]], compoundJoiners: ["e"],
    belowZero: [["abaixo", "de", "zero"], ["negativos"]],
    qualifiers: ["aproximadamente", "exatamente", "cerca", "quase"])

  /// Dutch.
  public static let dutch = QuantityWords(
    units: [
      "millilitre": ["milliliter", "milliliters"], "centilitre": ["centiliter"], "decilitre": ["deciliter"],
      "litre": ["liter", "liters"], "hectolitre": ["hectoliter"], "cup_metric": ["kopje", "kopjes"],
      "tbsp_metric": ["eetlepel", "eetlepels"], "tsp_metric": ["theelepel", "theelepels"],
      "gallon_us": ["gallon", "gallons"], "cubic_metre": ["kubieke meter"],
      "milligram": ["milligram"], "gram": ["gram", "grammen"], "kilogram": ["kilogram", "kilo", "kilo's", "kilos"],
      "tonne": ["ton", "tonnen"],
      "millimetre": ["millimeter"], "centimetre": ["centimeter"], "metre": ["meter", "meters"],
      "kilometre": ["kilometer", "kilometers"], "inch": ["inch", "duim"], "foot": ["voet"], "yard": ["yard"],
      "mile": ["mijl", "mijlen"],
      "celsius": ["celsius", "graden celsius"], "fahrenheit": ["fahrenheit", "graden fahrenheit"], "kelvin": ["kelvin"],
      "millisecond": ["milliseconde", "milliseconden"], "second": ["seconde", "seconden", "secondes", "sec"],
      "minute": ["minuut", "minuten", "min"], "hour": ["uur", "uren", "u", "uurtje", "uurtjes"],
      "day": ["dag", "dagen", "d"], "week": ["week", "weken", "w"], "month": ["maand", "maanden", "mnd"],
      "quarter": ["kwartaal", "kwartalen"], "year": ["jaar", "jaren", "j"],
    ],
    degreeWords: ["graad", "graden"],
    fractions: ["half": 0.5, "halve": 0.5, "kwart": 0.25, "anderhalf": 1.5, "anderhalve": 1.5],
    andHalf: [["en", "een", "half"], ["en", "half"], ["en", "een", "halve"]], compoundJoiners: ["en"],
    belowZero: [["onder", "nul"]],
    multiples: ["kwartier": ("minute", 15), "ons": ("gram", 100), "onsjes": ("gram", 100), "pond": ("gram", 500)],
    qualifiers: ["ongeveer", "precies", "exact", "circa", "zo'n"])

  /// Korean.
  public static let korean = QuantityWords(
    units: [
      "millilitre": ["밀리리터", "미리리터"], "litre": ["리터"], "hectolitre": ["헥토리터"], "gallon_us": ["갤런", "갤론"],
      "cup_ja": ["컵"], "tbsp_metric": ["큰술", "큰스푼"], "tsp_metric": ["작은술", "작은스푼"], "fl_oz_us": ["온스"],
      "milligram": ["밀리그램"], "gram": ["그램", "그람"], "kilogram": ["킬로그램", "킬로", "키로"], "tonne": ["톤"],
      "ounce_avdp": ["온스"], "pound": ["파운드"],
      "millimetre": ["밀리미터"], "centimetre": ["센티미터", "센티", "센치미터", "센치"], "metre": ["미터", "메터"],
      "kilometre": ["킬로미터", "킬로", "키로미터", "키로"], "inch": ["인치"], "foot": ["피트"], "yard": ["야드"],
      "mile": ["마일", "마일즈"],
      "kelvin": ["켈빈"], "millisecond": ["밀리초"], "second": ["초"], "minute": ["분"], "hour": ["시간"],
      "day": ["일"], "week": ["주", "주일"], "month": ["개월", "달"], "year": ["년"],
    ],
    degreeWords: ["도"], temperaturePrefixes: ["celsius": ["섭씨"], "fahrenheit": ["화씨"]], fractions: ["반": 0.5],
    andHalf: [["반"]], compoundJoiners: [], belowZeroPrefixes: ["영하"], multiples: ["근": ("gram", 600)],
    qualifiers: ["약", "대략"])

  /// Chinese.
  public static let chinese = QuantityWords(
    units: [
      "millilitre": ["毫升"], "litre": ["升", "公升"], "gallon_us": ["加仑", "加侖"], "cup_metric": ["杯"],
      "tbsp_metric": ["汤匙", "湯匙", "大匙"], "tsp_metric": ["茶匙", "小匙"], "fl_oz_us": ["盎司"],
      "milligram": ["毫克"], "gram": ["克", "公克"], "kilogram": ["千克", "公斤"], "tonne": ["吨", "噸"],
      "ounce_avdp": ["盎司"], "pound": ["磅"],
      "millimetre": ["毫米"], "centimetre": ["厘米", "公分"], "metre": ["米", "公尺"],
      "kilometre": ["公里", "千米", "公裏"], "inch": ["英寸", "英吋", "吋"], "foot": ["英尺", "呎"], "yard": ["码", "碼"],
      "mile": ["英里", "英裏", "哩"],
      "celsius": ["摄氏度", "攝氏度", "摄氏", "攝氏", "摄氏°", "攝氏°"],
      "fahrenheit": ["华氏度", "華氏度", "华氏", "華氏", "华氏°", "華氏°"], "kelvin": ["开尔文"],
      "millisecond": ["毫秒"], "second": ["秒", "秒钟", "秒鐘"], "minute": ["分钟", "分鐘", "分"],
      "hour": ["小时", "小時", "钟头", "鐘頭", "钟", "鐘"], "day": ["天", "日"], "week": ["星期", "周", "週", "礼拜", "禮拜"],
      "month": ["月"], "quarter": ["季度"], "year": ["年"],
    ],
    degreeWords: ["度"],
    temperaturePrefixes: ["celsius": ["摄氏", "攝氏"], "fahrenheit": ["华氏", "華氏"]], fractions: ["半": 0.5],
    andHalf: [["半"]], compoundJoiners: ["零"], belowZeroPrefixes: ["零下"],
    multiples: ["斤": ("gram", 500), "两": ("gram", 50), "兩": ("gram", 50), "刻": ("minute", 15), "字": ("minute", 5)],
    qualifiers: ["大约", "大約", "约", "約"])
}
