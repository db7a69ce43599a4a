import Testing

@testable import Router

/// A weather app whose intents are keywords, and a timer app with phrases, competing.
private let weather = """
  {
    "app": "Weather",
    "vocabularies": {
      "Query": ["what", "what's", "tell me", "how"],
      "Weather": ["weather", "forecast"],
      "Humidity": ["humidity", "humid"],
      "Location": ["(in | at) {Location}"],
      "Today": ["today", "tonight"],
      "Tomorrow": ["tomorrow"],
      "Days": ["next {days} days"]
    },
    "intents": [
      { "id": "Current",
        "parameters": [{"name": "Location", "type": "string"}, {"name": "Query", "type": "string"}],
        "keywords": { "oneOf": [["Weather"]], "optional": ["Query", "Location", "Today"], "excluded": ["Tomorrow"] } },
      { "id": "Humidity",
        "parameters": [{"name": "Location", "type": "string"}],
        "keywords": { "required": ["Humidity"], "optional": ["Query", "Location", "Today", "Tomorrow"] } },
      { "id": "Outlook",
        "parameters": [{"name": "days", "type": "integer", "min": 1, "max": 10}],
        "keywords": { "required": ["Weather", "Days"] } }
    ]
  }
  """

private let timers = """
  {
    "app": "Timers",
    "vocabularies": { "Weather": ["weather"], "Alert": ["alert", "warning"] },
    "intents": [
      { "id": "Start", "parameters": [{"name": "label", "type": "string"}],
        "phrases": ["start a timer", "start a {label} timer"] },
      { "id": "WeatherAlert", "keywords": { "required": ["Weather", "Alert"] } }
    ]
  }
  """

private let jokes = """
  {
    "app": "Jokes",
    "vocabularies": { "Joke": ["joke", "jokes"], "Chuck": ["chuck norris"] },
    "intents": [
      { "id": "Joke", "keywords": { "required": ["Joke"] } },
      { "id": "ChuckJoke", "keywords": { "required": ["Joke", "Chuck"] } }
    ]
  }
  """

private let dadJokes = """
  { "app": "DadJokes", "intents": [
    { "id": "Search", "parameters": [{"name": "query", "type": "string"}], "phrases": ["tell me a {query} joke"] },
    { "id": "Remind", "parameters": [{"name": "task", "type": "string"}], "phrases": ["remind me to {task}"] } ] }
  """

@Suite("Keyword intents")
struct KeywordIntentTests {
  @Test(
    "keywords are heard anywhere, in any order, with their slots",
    arguments: [
      ("what's the weather in paris", "routed Weather.Current", ["Location=set:\"paris\"", "Query=set:\"what's\""]),
      // A keyword's slot does not take another keyword's words.
      ("in paris the forecast please", "routed Weather.Current", ["Location=set:\"paris the\"", "Query=unset"]),
      ("how humid is it in new york today", "routed Weather.Humidity", ["Location=set:\"new york\""]),
      ("weather for the next 5 days", "routed Weather.Outlook", ["days=set:5"]),
      // The excluded vocabulary keeps "tomorrow" from the current weather.
      ("weather tomorrow", "noMatch", []),
      ("hello there", "noMatch", []),
      // Phrases win over keywords, and keywords inside a phrase's free text do not outread it.
      ("start a weather timer", "routed Timers.Start", ["label=set:\"weather\""]),
    ])
  func routes(utterance: String, expected: String, parameters: [String]) throws {
    let router = try makeRouter([weather, timers])
    let route = router.route(utterance, options: .uncalibrated())
    #expect(route.verdict == expected)
    if !parameters.isEmpty { #expect(route.parameterSummary == parameters) }
  }

  @Test("a word no vocabulary spells is read as the one it most likely stands for, at a cost")
  func nearWords() throws {
    let router = try makeRouter([weather])
    let route = router.route("what are the forecasts", options: .uncalibratedExplaining)
    #expect(route.verdict == "routed Weather.Current")
    #expect(route.confidence == 0.63)
    #expect(
      route.explanation?.first?.reason
        == "keywords heard after reading 'forecasts' as 'forecast', at a cost of 0.2 words")
    var exact = RouteOptions.uncalibrated()
    exact.editCosts = nil
    #expect(router.route("what are the forecasts", options: exact).outcome == .noMatch)
  }

  @Test("more keywords win, then fewer unmatched words; equal readings of two apps are ambiguous")
  func ranking() throws {
    let router = try makeRouter([weather, timers])
    // Timers' WeatherAlert says two keywords, Weather's Current one.
    #expect(router.route("weather alert", options: .uncalibrated()).verdict == "routed Timers.WeatherAlert")
    let both = try makeRouter([
      weather,
      """
      { "app": "Sky", "vocabularies": { "Forecast": ["forecast"] },
        "intents": [ { "id": "Forecast", "keywords": { "required": ["Forecast"] } } ] }
      """,
    ])
    #expect(both.route("the forecast", options: .uncalibrated()).verdict == "ambiguous Sky.Forecast,Weather.Current")
    let route = both.route("what's the forecast", options: .uncalibrated())
    #expect(route.verdict == "routed Weather.Current")
    #expect(route.template == "keywords: Query + Weather")
    #expect(route.alternatives.map(\.intent) == ["Forecast"])
  }

  @Test("within an app, of two intents that tie the one declared first wins")
  func declarationOrder() throws {
    let router = try makeRouter([
      """
      { "app": "A", "vocabularies": { "Play": ["play"], "Music": ["music"] },
        "intents": [ { "id": "First", "keywords": { "required": ["Play"] } },
                     { "id": "Second", "keywords": { "oneOf": [["Play", "Music"]] } } ] }
      """
    ])
    #expect(router.route("play something", options: .uncalibrated()).verdict == "routed A.First")
    #expect(router.route("music", options: .uncalibrated()).verdict == "routed A.Second")
  }

  @Test("free text that keywords say is outread by the keyword intent; other free text is not")
  func freeTextOutread() throws {
    let router = try makeRouter([jokes, dadJokes])
    #expect(router.route("tell me a chuck norris joke", options: .uncalibrated()).verdict == "routed Jokes.ChuckJoke")
    // "tell a" is no keyword: the phrase keeps its free text.
    #expect(router.route("remind me to tell a joke", options: .uncalibrated()).verdict == "routed DadJokes.Remind")
    #expect(router.route("tell me a knock knock joke", options: .uncalibrated()).verdict == "routed DadJokes.Search")
  }

  @Test("a clitic is a word of its own: what's says 'what', and phrases that spell it still match")
  func clitics() throws {
    let router = try makeRouter([
      """
      { "app": "Net", "vocabularies": { "Query": ["what", "tell"], "IP": ["ip address", "ip"], "Not": ["don't"] },
        "intents": [ { "id": "IP", "keywords": { "required": ["Query", "IP"], "excluded": ["Not"] } } ] }
      """
    ])
    #expect(router.route("what's your ip address", options: .uncalibrated()).verdict == "routed Net.IP")
    #expect(router.route("What’s my IP", options: .uncalibrated()).verdict == "routed Net.IP")
    #expect(router.route("don't tell me my ip", options: .uncalibrated()).verdict == "noMatch")
    // Without its apostrophe "whats" is no clitic: read as "what" only approximately.
    var exact = RouteOptions.uncalibrated()
    exact.editCosts = nil
    #expect(router.route("whats my ip", options: exact).verdict == "noMatch")
    #expect(router.route("whats my ip", options: .uncalibrated()).verdict == "routed Net.IP")
  }

  @Test("a negative phrase keeps the utterance from the app's keyword intents too")
  func negativePhrases() throws {
    let router = try makeRouter([
      """
      { "app": "Weather", "vocabularies": { "Weather": ["weather"] },
        "intents": [ { "id": "Current", "keywords": { "required": ["Weather"] },
                       "negativePhrases": ["weather the storm"] } ] }
      """
    ])
    #expect(router.route("weather the storm", options: .uncalibrated()).verdict == "noMatch")
    #expect(router.route("the weather", options: .uncalibrated()).verdict == "routed Weather.Current")
  }

  @Test("explanations list each keyword intent with the words each keyword took")
  func explanation() throws {
    let router = try makeRouter([weather, timers])
    let route = router.route("the weather alert", options: .uncalibratedExplaining)
    let lines = (route.explanation ?? []).map {
      "\($0.status.rawValue) \($0.app).\($0.intent) \($0.template) \($0.slots)"
    }
    #expect(
      lines.contains("selected Timers.WeatherAlert keywords: Weather + Alert [\"Weather=weather\", \"Alert=alert\"]"))
    #expect(lines.contains("outranked Weather.Current keywords: Weather [\"Weather=weather\"]"))
  }

  @Test(
    "keywords are checked when loading",
    arguments: [
      (
        #"{"app": "A", "vocabularies": {"V": ["v"]}, "intents": [{"id": "I", "keywords": {"required": ["W"]}}]}"#,
        "UnknownVocabulary"
      ),
      (#"{"app": "A", "vocabularies": {"V": []}, "intents": [{"id": "I", "phrases": ["x"]}]}"#, "EmptyVocabulary"),
      (
        #"{"app": "A", "vocabularies": {"V": ["v"]}, "intents": [{"id": "I", "keywords": {"optional": ["V"]}}]}"#,
        "NoRequiredKeyword"
      ),
      (
        #"{"app": "A", "vocabularies": {"V": ["v"]}, "intents": [{"id": "I", "keywords": {"required": ["V"], "optional": ["V"]}}]}"#,
        "DuplicateKeyword"
      ),
      (
        #"{"app": "A", "vocabularies": {"V": ["v"]}, "intents": [{"id": "I", "keywords": {"oneOf": [[]]}}]}"#,
        "EmptyKeywordGroup"
      ),
      (#"{"app": "A", "vocabularies": {"V": ["v"]}, "intents": [{"id": "I"}]}"#, "MissingKey"),
    ])
  func validation(json: String, id: String) {
    let found = ManifestLoader.decode(Array(json.utf8), file: "a.json").1.filter { $0.severity == .error }
    #expect(found.map(\.message.id) == [id], "\(found.map(\.description))")
  }

  @Test("a slot of a vocabulary that the intent does not declare is an error at the phrase")
  func undeclaredSlot() throws {
    let json = """
      { "app": "A", "vocabularies": { "V": ["in {place}"] },
        "intents": [ { "id": "I", "keywords": { "required": ["V"] } } ] }
      """
    let manifests = try makeManifests([json]) { _ in "a.json" }
    #expect(throws: ManifestErrors.self) { try Router(manifests: manifests) }
  }
}
