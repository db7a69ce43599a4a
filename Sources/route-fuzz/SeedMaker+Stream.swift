import DataFormats
import Evaluation
import Generation
import Lint
import PhraseGrammar
import Router

extension SeedMaker {
  /// Streams of `route` input: the labelled conversations of `Corpora/eval/conversations.jsonl` (their
  /// lines without labels) whole and in overlapping parts, and a stream for each rule of the
  /// stream: donations named, replaced and deleted; values that require others; screens;
  /// follow-ups across control lines and resets; lines that are not what they say.
  func streams() throws -> [(name: String, text: String)] {
    let lines = try conversationLines()
    var seeds = [("conversations", lines.joined(separator: "\n") + "\n")]
    for start in stride(from: 0, to: lines.count, by: 8) {
      let part = lines[start..<min(start + 12, lines.count)]
      seeds.append(("conversations-\(start + 1)", part.joined(separator: "\n") + "\n"))
    }
    return seeds + Self.writtenStreams.map { ("stream-\($0.name)", $0.lines.joined(separator: "\n") + "\n") }
  }

  /// The lines of the labelled conversations, comments left out and utterance lines without their
  /// labels (`expect`, `tags`): what `route` reads.
  func conversationLines() throws -> [String] {
    try lines(of: "Corpora/eval/conversations.jsonl").compactMap { line in
      guard !line.text.hasPrefix("//") else { return nil }
      let bytes = Array(line.text.utf8)
      guard case .object(let object)? = (try? JSONParser.parse(bytes))?.value, object["kind"] == nil else {
        return line.text
      }
      let kept = object.members.filter { ["utterance", "now", "context"].contains($0.key) }.map {
        "\"\($0.key)\": " + String(decoding: bytes[$0.value.rawRange], as: UTF8.self)
      }
      return "{" + kept.joined(separator: ", ") + "}"
    }
  }

  /// A control line of a kind for an app's entity type, with the rest of its members (`values` or `ids`).
  static func control(_ kind: String, _ app: String, _ entity: String, _ rest: String) -> String {
    #"{"kind": "\#(kind)", "app": "\#(app)", "entity": "\#(entity)", \#(rest)}"#
  }

  /// An utterance line with the members of its context.
  static func said(_ utterance: String, context: String) -> String {
    #"{"utterance": "\#(utterance)", "context": {\#(context)}}"#
  }

  /// A screen showing one entity value.
  static func screen(_ app: String, _ entity: String, _ id: String) -> String {
    #""onScreen": [{"app": "\#(app)", "entity": "\#(entity)", "id": "\#(id)"}]"#
  }

  /// Streams written for the rules of the stream, each a few lines of realistic use.
  static let writtenStreams: [(name: String, lines: [String])] = [
    (
      "donate-replace-delete",
      [
        control(
          "donate", "Orbit", "Event",
          #""values": [{"id": "standup", "name": "Daily Standup", "synonyms": ["standup", "the standup"]}, "retro"]"#),
        "show daily standup in Orbit",
        #"{"utterance": "email the attendees of the standup in Orbit"}"#,
        control("donate", "Orbit", "Event", #""values": [{"id": "standup", "name": "Morning Sync"}]"#),
        "show morning sync in Orbit",
        "show daily standup in Orbit",
        control("delete", "Orbit", "Event", #""ids": ["standup", "board-review", "nothing"]"#),
        "show morning sync in Orbit",
        "show board review in Orbit",
        #"{"kind": "reset"}"#,
        "show board review in Orbit",
        "show retro in Orbit",
      ]
    ),
    (
      "declared-replaced",
      [
        control("donate", "Orbit", "Event", #""values": [{"id": "launch-party", "name": "Product Launch"}]"#),
        "show product launch in Orbit",
        "show launch party in Orbit",
        control("delete", "Orbit", "Event", #""ids": ["launch-party"]"#),
        "show product launch in Orbit",
        control("donate", "Orbit", "Event", #""values": ["launch-party"]"#),
        "reschedule launch-party to friday at 5 pm in Orbit",
        #"{"kind": "reset"}"#,
        "show the launch party in Orbit",
      ]
    ),
    (
      "requires",
      [
        control(
          "donate", "BusTime", "BusStop",
          #""values": [{"id": "harbor", "name": "Harbor Point", "synonyms": ["the harbor"]}]"#),
        control(
          "donate", "BusTime", "BusRoute",
          #""values": [{"id": "route_7", "name": "Route 7", "synonyms": ["the 7", "harbor shuttle"], "#
            + #""requires": {"stop": ["harbor", "main_street"]}}]"#),
        "when is the next harbor shuttle at harbor point in BusTime",
        "when is the next harbor shuttle at city hall in BusTime",
        control("donate", "BusTime", "BusRoute", #""values": [{"id": "route_9", "requires": {"platform": ["1"]}}]"#),
        control("delete", "BusTime", "BusStop", #""ids": ["harbor"]"#),
        "when is the next harbor shuttle at harbor point in BusTime",
        "show arrivals at the harbor in BusTime",
        "is the 7 running late in BusTime",
      ]
    ),
    (
      "screen",
      [
        said("show it", context: #""foregroundApp": "Orbit", "# + screen("Orbit", "Event", "board-review")),
        control("delete", "Orbit", "Event", #""ids": ["board-review"]"#),
        said("show it", context: #""foregroundApp": "Orbit", "# + screen("Orbit", "Event", "board-review")),
        said("email the attendees of this event", context: screen("Nowhere", "Event", "x")),
        control("donate", "Orbit", "Event", #""values": ["offsite"]"#),
        said(
          "email the attendees of that event in Orbit",
          context: #""onScreen": [{"app": "Orbit", "entity": "Event", "id": "offsite"}, "#
            + #"{"app": "BusTime", "entity": "BusStop", "id": "airport"}]"#),
        said("log water", context: #""foregroundApp": "HydroCoach", "conversation": false"#),
      ]
    ),
    (
      "follow-ups",
      [
        #"{"utterance": "move an event in Orbit", "now": "2026-12-03T09:00:00-08:00"}"#,
        control("donate", "Orbit", "Event", #""values": [{"id": "offsite", "name": "Team Offsite"}]"#),
        #"{"utterance": "the team offsite", "now": "2026-12-03T09:00:00-08:00"}"#,
        #"{"utterance": "friday at noon", "now": "2026-12-03T09:00:00-08:00"}"#,
        "set an alarm in Tempo",
        #"{"kind": "reset"}"#,
        "in 20 minutes",
        "create an event in Orbit",
        said("team lunch", context: #""conversation": false"#),
        "team lunch",
        "tomorrow at 1 pm",
      ]
    ),
    (
      "follow-up-after-delete",
      [
        "move board review in Orbit",
        control("delete", "Orbit", "Event", #""ids": ["board-review"]"#),
        "tomorrow at 3 pm",
        "show it in Orbit",
        said("show it in Orbit", context: screen("Orbit", "Event", "launch-party")),
      ]
    ),
    (
      "malformed",
      [
        #"{"kind": "donate", "app": "Orbit", "entity": "Event"}"# + "\r",
        control("donate", "Orbit", "Meeting", #""values": ["x"]"#),
        control("delete", "Nowhere", "Event", #""ids": ["x"]"#),
        #"{"kind": "reset", "extra": 1}"#,
        #"{"kind": "rename"}"#,
        #"{"kind": 3}"#,
        #"{"utterance": "show launch party in Orbit", "now": "tomorrow"}"#,
        #"{"utterance": 12}"#,
        said("show launch party in Orbit", context: #""screen": []"#),
        "{utterance",
        "[1, 2]",
        "",
        #"   {"utterance": "show launch party in Orbit"}"#,
        "log 12 ounces of water",
        control(
          "donate", "Basket", "ShoppingList",
          #""values": [{"id": "garden", "name": "Garden Center", "synonyms": ["the garden"]}]"#),
        "show my garden center list in Basket",
        "add mulch to my garden list in Basket",
      ]
    ),
  ]
}
