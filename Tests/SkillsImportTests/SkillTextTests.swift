import Testing

@testable import SkillsImport

@Suite("Skill files: Padatious lines, regular expressions, Python")
struct SkillTextTests {
  @Test("skill files read as numbered lines, blank lines and comments left out")
  func lines() {
    let lines = SkillText.lines(
      of: "\u{FEFF}what time is it\n\n  // a comment\n# auto translated\n tell me the time \r\n#\n")
    #expect(lines.map(\.number) == [1, 5, 6])
    #expect(lines.map(\.text) == ["what time is it", "tell me the time", "#"])
  }

  @Test(
    "Padatious lines in the template language",
    arguments: [
      ("(what|what's) is the time", "(what|what's) is the time"),
      ("play (the|) news", "play (the|) news"),
      ("what is today('s|) date", "what is today('s|) date"),
      ("set (an|) alarm(s|) [for me]", "set (an|) alarm(s|) [for me]"),
      ("install (version|)(of|) it", "install (version|) (of|) it"),
      ("play {{query}} movie", "play {query} movie"),
      ("how many ({prefixTo}|){unitTo}", "how many ({prefixTo}|) {unitTo}"),
      ("portland oregon|portland", "portland oregon | portland"),
      ("set volume to ## percent", "set volume to {number} percent"),
      ("from # to #", "from {number} to {number2}"),
      ("go to {place.name}", "go to {place_name}"),
      ("nothing :0 here", "nothing here"),
      ("say [this] <that>", #"say [this] \<that\>"#),
    ])
  func padatious(line: String, template: String) throws {
    let phrase = try SkillText.phrase(ofPadatiousLine: line).get()
    #expect(phrase.template == template)
  }

  @Test(
    "Padatious lines that cannot be read, with the column of the problem",
    arguments: [
      ("what (is", 9, "a '(' is never closed"), ("what) is", 5, "')' closes no group"),
      (":0", 1, "the line says no word"), ("tell {x", 6, "'{' is never closed"),
      ("say [this", 10, "a '[' is never closed"), ("say (this]", 10, "']' closes no group"),
    ])
  func padatiousProblems(line: String, column: Int, message: String) {
    guard case .failure(let problem) = SkillText.phrase(ofPadatiousLine: line) else {
      Issue.record("'\(line)' was read")
      return
    }
    #expect(problem.column == column)
    #expect(problem.message == message)
  }

  @Test(
    "entity lines spelled every way they say themselves",
    arguments: [
      ("paris", ["paris"]),
      ("(new york|nyc)", ["new york", "nyc"]),
      ("(the|) (big|large) apple", ["the big apple", "the large apple", "big apple", "large apple"]),
      ("a|b", ["a", "b"]),
      ("[the] apple", ["the apple", "apple"]),
      ("(unclosed", ["unclosed"]),
      ("()", []),
    ])
  func spellings(line: String, expected: [String]) {
    #expect(SkillText.spellings(ofPadatiousLine: line) == expected)
  }

  @Test("entity spellings are bounded")
  func boundedSpellings() {
    let line = String(repeating: "(a|b|c|d) ", count: 12)
    #expect(SkillText.spellings(ofPadatiousLine: line).count == 256)
  }

  @Test(
    "regular expressions said as templates, their groups typed",
    arguments: [
      (#".*\b(at|in) (?P<Location>.+)"#, "(at | in) {Location}", "Location", "text"),
      (#"next (?P<Days>\d+) days"#, "next {Days} days", "Days", "integer"),
      (#"spell (?P<Word>\w+)"#, "spell {Word}", "Word", "text(1)"),
      (#"(?P<Color>red|green|blue) light"#, "{Color} light", "Color", "choice"),
      (#"^play (the )?(?P<Song>.*)$"#, "play [the] {Song}", "Song", "text"),
    ])
  func regex(pattern: String, template: String, slot: String, type: String) throws {
    let phrase = try RegexPhrase.convert(pattern).get()
    #expect(phrase.template == template)
    #expect(phrase.slots.map(\.name) == [slot])
    let described: String? = phrase.slots.first.map {
      switch $0.type {
      case .integer: "integer"
      case .text(let words): words.map { "text(\($0))" } ?? "text"
      case .choice: "choice"
      }
    }
    #expect(described == type)
  }

  @Test(
    "regular expressions that cannot be said as words",
    arguments: [#"a.*b (?P<X>\w+)"#, #"[a-z]+ (?P<X>\w+)"#, #"(?P<X>\w+"#, #"\d{3} (?P<X>.+)"#])
  func regexRefused(pattern: String) {
    if case .success(let phrase) = RegexPhrase.convert(pattern) {
      Issue.record("'\(pattern)' was read as '\(phrase.template)'")
    }
  }

  @Test("Python: chains in keyword arguments, names as keyword arguments, decorators of any module")
  func pythonForms() {
    var reader = SkillPythonReader()
    reader.read(
      """
      class S(OVOSSkill):
          @decorators.intent_handler(intent_parser=IntentBuilder(intent_name="Named").require("A"))
          def handle_a(self, message): pass

          @intent_handler(intent_file="b.intent")
          def handle_b(self, message): pass

          def initialize(self):
              self.register_intent(IntentBuilder().one_of("C", "D").optionally("E", "e"), self.handle_c)
      """, file: "s.py")
    #expect(reader.adaptIntents.map(\.name) == ["Named", nil])
    #expect(reader.adaptIntents.map(\.handler) == ["handle_a", "handle_c"])
    #expect(reader.adaptIntents.last?.oneOf == [["C", "D"]])
    #expect(reader.adaptIntents.last?.optional == ["E"])
    #expect(reader.padatiousHandlers.map(\.file) == ["b.intent"])
    #expect(reader.diagnostics.isEmpty, "\(reader.diagnostics)")
  }

  @Test("Python: AdaptIntent, chains split over lines or statements, names bound before or after, constants")
  func pythonBindings() {
    var reader = SkillPythonReader()
    reader.read(
      #"""
      from ovos_workshop.intents import AdaptIntent as Intent, IntentBuilder
      from ovos_workshop.decorators import intent_handler as handles

      PREFIX = "Weather"
      ASK = "Ask"

      class S(OVOSSkill):
          forecast = (
              Intent(PREFIX + "Forecast")
              .require(PREFIX)
              .optionally("When")
          )

          @handles(forecast)
          def handle_forecast(self, message): pass

          @handles(S.later)
          def handle_later(self, message): pass

          later = IntentBuilder("Later").require(ASK).build()

          def initialize(self):
              intent = IntentBuilder("First")
              intent.require("One")
              self.register_intent(intent, self.handle_first)
              intent = IntentBuilder("Second").one_of(*self.words)
              self.register_intent(intent.require("Two"), handler=self.handle_second)
              for name, handler in [("a.intent", self.handle_a), ("b.intent", self.handle_b)]:
                  self.register_intent_file(name, handler)
              for word in self.settings["words"]:
                  self.register_vocabulary(word, "Word")
              self.register_vocabulary("umbrella", "Rain")
              self.register_regex(r"in (?P<City>\w+)")
              self.set_context("CityContext", "paris")
              self.register_intent(IntentBuilder(f"{self.name}Intent").require("Three"), self.handle_third)
      """#, file: "s.py")
    #expect(reader.adaptIntents.map(\.name) == ["WeatherForecast", "Later", "First", "Second", nil])
    #expect(
      reader.adaptIntents.map(\.handler) == [
        "handle_forecast", "handle_later", "handle_first", "handle_second", "handle_third",
      ])
    #expect(reader.adaptIntents.map(\.required) == [["Weather"], ["Ask"], ["One"], ["Two"], ["Three"]])
    #expect(reader.adaptIntents.first?.optional == ["When"])
    #expect(reader.padatiousHandlers.map(\.file) == ["a.intent", "b.intent"])
    #expect(reader.padatiousHandlers.map(\.handler) == ["handle_a", "handle_b"])
    #expect(reader.registrations.map(\.name) == ["Rain", nil])
    #expect(reader.registrations.map(\.text) == ["umbrella", #"in (?P<City>\w+)"#])
    #expect(reader.contexts == ["CityContext"])
    // What cannot be known is said, at its line and column: the starred names, the loop over
    // settings, the f-string.
    let warnings = reader.diagnostics.map { "\($0.location.line ?? 0): \($0.message.text)" }
    #expect(
      warnings == [
        "26: a vocabulary of '.one_of(…)' cannot be read (an expression that is not read); it is left out",
        "31: a vocabulary registered in code whose words or name cannot be read is left out",
        "35: the intent's name cannot be read ('name' is not bound to a value written in the file); the handler's name is used",
      ])
  }

  @Test(
    "Python: a common play search is found, to be reported",
    arguments: [
      "class S(CommonPlaySkill):\n    def CPS_match_query_phrase(self, phrase): pass\n",
      "class S(OVOSCommonPlaybackSkill):\n    @ocp_search()\n    def search_db(self, phrase, media_type): pass\n",
    ])
  func playSearch(source: String) {
    var reader = SkillPythonReader()
    reader.read(source, file: "s.py")
    #expect(reader.playSearches.count == 1)
    #expect(reader.adaptIntents.isEmpty && reader.questionAnswerers.isEmpty)
  }

  @Test(
    "Python: strings formatted as Python formats them, when every value is known",
    arguments: [
      (#"NAME = "Weather"\#nx = f"{NAME}Intent""#, "WeatherIntent"),
      (#"class S:\#n    n = 2\#n    x = f"step{self.n}{'!'}Intent""#, "step2!Intent"),
      (#"NAME = "W"\#nx = f"{NAME!s}" "Intent""#, "WIntent"),
      (#"NAME = "W"\#nx = f"{NAME + 'x'}""#, "Wx"),
      (#"x = "%s.%d%%" % ("a", 3)"#, "a.3%"),
      (#"x = "%s.intent" % "b""#, "b.intent"),
      (#"x = "{}.{{{}}}.{k}".format("a", 1, k="c")"#, "a.{1}.c"),
      (#"x = "{1}{0}".format("a", "b")"#, "ba"),
      (#"x = f"{n:02d}""#, nil), (#"x = f"{n!r}""#, nil), (#"x = f"{n=}""#, nil), (#"x = f"{n}""#, nil),
      (#"x = "%s %s" % ("a",)"#, nil), (#"x = "%r" % "a""#, nil), (#"x = "{}{}".format("a")"#, nil),
      (#"x = "{z}".format(y="a")"#, nil), (#"x = f"{f'{1}'}""#, "1"),
    ])
  func pythonFormatting(source: String, name: String?) {
    var reader = SkillPythonReader()
    reader.read(source + "\nself.register_intent(IntentBuilder(x).require(\"A\"), self.handle)\n", file: "s.py")
    #expect(reader.adaptIntents.map(\.name) == [name])
    #expect(reader.diagnostics.count == (name == nil ? 1 : 0), "\(reader.diagnostics)")
  }

  @Test("Python: a name used before it is bound is evaluated once, and warned of once")
  func pythonBoundLater() {
    var reader = SkillPythonReader()
    reader.read(
      """
      class S(OVOSSkill):
          @intent_handler(later)
          def handle_later(self, message): pass

          later = IntentBuilder("Later").require(f"{x}Word").require("Ask")
      """, file: "s.py")
    #expect(reader.adaptIntents.map(\.required) == [["Ask"]])
    #expect(reader.diagnostics.count == 1, "\(reader.diagnostics)")
  }

  @Test("Python: garbage is read without a crash, in bounded depth")
  func pythonGarbage() {
    for source in [
      String(repeating: "(", count: 10_000), String(repeating: "-", count: 10_000) + "x", "@\n@intent_handler(",
      "IntentBuilder(" + String(repeating: "[", count: 5_000), "for in in in: :", "def (: class", "x = = = y",
      "lambda", "from import", "a.b.(c)", "IntentBuilder('x').require(", "\"\"\"",
    ] {
      var reader = SkillPythonReader()
      reader.read(source, file: "g.py")
      #expect(reader.adaptIntents.isEmpty)
    }
  }

  @Test(
    "Python: a skill's question answerer, however it is declared",
    arguments: [
      (
        "class S(CommonQuerySkill):\n    def CQS_match_query_phrase(self, phrase): pass\n", "CQS_match_query_phrase",
        false
      ),
      (
        "class S(OVOSSkill):\n    @decorators.common_query(callback=cb)\n    def answer(self, phrase, lang): pass\n",
        "answer", false
      ),
      ("class S(OVOSSkill):\n    @common_query\n    async def answer(self, phrase, lang): pass\n", "answer", false),
      (
        "class S(FallbackSkill):\n    @fallback_handler(priority=91)\n    def look_up(self, message): pass\n",
        "look_up", true
      ),
      (
        "class S(FallbackSkill):\n    def initialize(self):\n        self.register_fallback(self.look_up, 80)\n",
        "look_up", true
      ),
    ])
  func questionAnswerers(source: String, handler: String, isFallback: Bool) {
    var reader = SkillPythonReader()
    reader.read(source, file: "s.py")
    #expect(reader.questionAnswerers.map(\.handler) == [handler])
    #expect(reader.questionAnswerers.map(\.isFallback) == [isFallback])
    #expect((reader.questionAnswerers.first?.location.line ?? 0) >= 2)
    #expect(reader.adaptIntents.isEmpty)
  }

  @Test("Python: strings of every quoting, comments and continued lines")
  func python() {
    let source = #"""
      x = IntentBuilder('a').require("B") \
          .optionally(r'C')  # .require("D")
      y = """IntentBuilder("E")"""
      z = f"{name}Intent{{x}}" f'{a["b"]!r:>3}'
      """#
    let strings = PythonScanner.tokens(of: source).compactMap { token -> String? in
      switch token.kind {
      case .string(let value): value
      case .formatted(let parts): parts.map { "\($0)" }.joined(separator: " ")
      default: nil
      }
    }
    #expect(
      strings == [
        "a", "B", "C", #"IntentBuilder("E")"#, #"field("name") text("Intent{x}")"#, #"field("a[\"b\"]!r:>3")"#,
      ])
    let lines = PythonScanner.tokens(of: source).filter { $0.kind == .newline }.count
    #expect(lines == 3)
  }
}
