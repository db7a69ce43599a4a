#!/usr/bin/env python3
"""Runs Home Assistant's own recognizer, strict then fuzzy, on a labelled corpus and scores it.

usage: Scripts/hassil_fuzzy_runner.py CORPUS.jsonl HOME.yaml [--lang en] [--passes N]
                                      [--routes FILE] [--no-fuzzy]
       Scripts/hassil_fuzzy_runner.py --score-routes ROUTES.jsonl CORPUS.jsonl [--label NAME]

CORPUS.jsonl is in the format Scripts/score-hassil.py reads: one {"utterance", "expect": {"intent",
"alternatives"?: [{"intent"}], "slots"?: {name: value}}} or {"utterance", "expect": {"outcome":
"noMatch"}} a line. HOME.yaml is a home in the intents repository's test format (YAML or JSON):
`entities` (`name`, `id` whose prefix is the domain or `domain`, `area`, `state`, `attributes`,
`is_exposed`), `areas` (`name`, `id`, `floor`, `context_area`) and `floors` (`name`, `id`).

Prints one human line per corpus and then one JSON line (kind "hassil-fuzzy") with the figures:
lines served and their share routed to the right intent (the label's or an alternative), the share
with every expected slot as well (a string compares without case, a number by value; a slot's value
is hassil's value, an entity's name for `name`), the noMatch lines and the share of them accepted
(any intent recognized), each split by the stage that answered (strict or fuzzy), and the mean time
per sentence of the whole pipeline. With --passes N the corpus is recognized N times; results come
from the first pass and the time is the median of the passes' means. --routes FILE writes one JSON
line per corpus line in the shape `route-eval route --hassil` prints ("outcome", "intent", "slots"
with "value" and "text"), plus "stage", so that Scripts/score-hassil.py can score them too.
--no-fuzzy runs the strict stage only. --score-routes scores route lines written by another tool
(e.g. route-eval's) with the same rules and prints the same two lines; it needs no hassil.

Imports: hassil (recognize_best, Intents, TextSlotList, Trie, fuzzy.FuzzyNgramMatcher,
fuzzy.SlotCombinationInfo, ngram.Sqlite3NgramModel, util.remove_punctuation) and
home_assistant_intents (get_intents, get_fuzzy_config, get_fuzzy_language), pinned by
Scripts/bench-fuzzy-vs-hassil.sh to hassil 3.8.1 and home-assistant-intents 2026.6.1, whose
packaged English sentences, lists, n-gram models and fuzzy configuration are used (not the
repository copy in Corpora/home-assistant/intents); PyYAML (a dependency of hassil) reads the home.

How it mirrors Home Assistant's conversation agent (homeassistant/components/conversation/
default_agent.py, the versions that ship fuzzy matching):
- The language: Intents.from_dict(get_intents(LANG)), no custom sentences.
- Slot lists as the agent's _make_slot_lists builds them: `name` from the exposed entities (an
  entity with `is_exposed: false` is left out), each (name, name, context) with context
  {"domain": the entity's domain} plus its `device_class` attribute when it has one; `area` and
  `floor` as (name, name). No aliases: the homes have none.
- The satellite's area (the area marked `context_area: true`, if any) is the intent context
  {"area": {"value": NAME, "text": NAME}} of the strict stage and the fuzzy matcher's
  context_area=NAME, as the agent derives both from the satellite's device. Without one, neither.
- Stage 1, exposed entities (_recognize_strict): the `name` list narrowed to the names found in
  the lowercased, punctuation-free text by a hassil Trie, then recognize_best(text, intents,
  slot_lists, intent_context, language, best_metadata_key="hass_custom_sentence",
  best_slot_name="name").
- Stage 2, fuzzy (_recognize_fuzzy): a FuzzyNgramMatcher built as _load_intents and
  _load_fuzzy_matchers build it (the n-gram models as Sqlite3NgramModel with word ids as strings,
  the shared slot_list_names and slot combinations, the language's domain keywords and stop
  words, and the home's slot lists), then matcher.match(text, context_area=NAME or None).
- The fuzzy matcher keeps intent names in sets and settles near-ties in the order it meets the
  candidates, so some results depend on Python's string hash seed, which Python draws anew at
  every start unless PYTHONHASHSEED is set (so a Home Assistant process is one draw). Set it for a reproducible run (Scripts/bench-fuzzy-vs-hassil.sh sets
  0, and --seeds N runs several); the JSON line records it as "hashSeed".
- Not run: the agent's later stages, unexposed entities (the homes expose all but one person)
  and unknown names (a result kept only for an error message, not a recognized request), and
  its per-text cache (each sentence is recognized afresh in every pass).
"""
import argparse
import json
import os
import statistics
import sys
import time

_START = time.perf_counter()


def fail(message, status=1):
    print(f"hassil_fuzzy_runner: error: {message}", file=sys.stderr)
    sys.exit(status)


# ----------------------------------------------------------------------------- corpus and scoring


def read_jsonl(path, what):
    try:
        with open(path, encoding="utf-8") as source:
            return [json.loads(text) for text in source if text.strip()]
    except (OSError, json.JSONDecodeError) as error:
        fail(f"{what} {path}: {error}", 66 if isinstance(error, OSError) else 65)


def expected_slots_present(expected, slots):
    """Every expected slot is there with the same value (strings without case, numbers by value)."""
    for name, want in expected.items():
        if name not in slots:
            return False
        got = slots[name].get("value") if isinstance(slots[name], dict) else slots[name]
        if isinstance(want, str) and isinstance(got, str):
            if want.casefold() != got.casefold():
                return False
        elif isinstance(want, (int, float)) and isinstance(got, (int, float)) and not isinstance(got, bool):
            if float(want) != float(got):
                return False
        elif want != got:
            return False
    return True


def score(corpus, routes):
    """Figures for route lines (dicts with outcome, intent, slots, optionally stage)."""
    figures = {"lines": len(corpus), "served": 0, "right": 0, "withSlots": 0, "noMatch": 0, "accepted": 0,
               "byStage": {}}
    for number, (line, route) in enumerate(zip(corpus, routes), 1):
        expect = line.get("expect")
        if not isinstance(expect, dict):
            fail(f"corpus line {number}: no 'expect' object", 65)
        recognized = route.get("outcome") == "recognized"
        stage = route.get("stage")
        counts = figures["byStage"].setdefault(stage, {"right": 0, "withSlots": 0, "accepted": 0}) \
            if recognized and stage else None
        if expect.get("outcome") == "noMatch":
            figures["noMatch"] += 1
            if recognized:
                figures["accepted"] += 1
                if counts is not None:
                    counts["accepted"] += 1
            continue
        figures["served"] += 1
        intents = [expect.get("intent")] + [other.get("intent") for other in expect.get("alternatives", [])]
        if recognized and route.get("intent") in intents:
            figures["right"] += 1
            good_slots = expected_slots_present(expect.get("slots", {}), route.get("slots", {}))
            figures["withSlots"] += good_slots
            if counts is not None:
                counts["right"] += 1
                counts["withSlots"] += good_slots
    if not figures["byStage"]:
        del figures["byStage"]
    return figures


def share(part, whole):
    return part / whole if whole else None


def human_line(label, figures, timing=None):
    parts = [f"{label}: {figures['lines']} lines"]
    served = figures["served"]
    stages = figures.get("byStage", {})

    def split(key):
        if not stages:
            return ""
        return " (" + ", ".join(f"{stage} {counts[key]}" for stage, counts in sorted(stages.items())) + ")"

    if served:
        parts.append(
            f"{served} served: right intent {figures['right']} = {figures['right'] / served:.1%}{split('right')}, "
            f"with every slot {figures['withSlots']} = {figures['withSlots'] / served:.1%}{split('withSlots')}")
    if figures["noMatch"]:
        parts.append(
            f"{figures['noMatch']} for nothing: accepted {figures['accepted']} = "
            f"{figures['accepted'] / figures['noMatch']:.1%}{split('accepted')}")
    if timing:
        parts.append(f"{timing:.1f} µs per sentence")
    return "; ".join(parts)


def json_figures(figures):
    out = dict(figures)
    out["rightShare"] = share(figures["right"], figures["served"])
    out["withSlotsShare"] = share(figures["withSlots"], figures["served"])
    out["acceptedShare"] = share(figures["accepted"], figures["noMatch"])
    return out


# ----------------------------------------------------------------------------- home


def load_home(path):
    import yaml  # PyYAML comes with hassil

    try:
        with open(path, encoding="utf-8") as source:
            home = yaml.safe_load(source) if not path.endswith(".json") else json.load(source)
    except (OSError, yaml.YAMLError, json.JSONDecodeError) as error:
        fail(f"home {path}: {error}", 66 if isinstance(error, OSError) else 65)
    if not isinstance(home, dict):
        fail(f"home {path}: not a mapping", 65)
    return home


def home_slot_tuples(home):
    """(name tuples, area tuples, floor tuples, satellite area name) as the agent builds them."""
    names = []
    for entity in home.get("entities") or []:
        if entity.get("is_exposed", True) is False:
            continue
        domain = entity.get("domain") or str(entity.get("id", "")).split(".", 1)[0]
        context = {"domain": domain}
        attributes = entity.get("attributes") or {}
        if "device_class" in attributes:
            context["device_class"] = attributes["device_class"]
        name = str(entity["name"])
        names.append((name, name, context))
    areas, context_area = [], None
    for area in home.get("areas") or []:
        areas.append((str(area["name"]), str(area["name"])))
        if area.get("context_area") is True and context_area is None:
            context_area = str(area["name"])
    floors = [(str(floor["name"]), str(floor["name"])) for floor in home.get("floors") or []]
    return names, areas, floors, context_area


# ----------------------------------------------------------------------------- Home Assistant's pipeline


class Pipeline:
    """Strict recognition, then the fuzzy matcher, as the conversation agent runs them."""

    def __init__(self, language, home, fuzzy=True):
        from hassil import Intents, TextSlotList, Trie
        from hassil.util import remove_punctuation
        from home_assistant_intents import get_intents

        intents_dict = get_intents(language)
        if intents_dict is None:
            fail(f"home-assistant-intents has no language '{language}'", 66)
        self.language = language
        self.intents = Intents.from_dict(intents_dict)
        self.remove_punctuation = remove_punctuation

        names, areas, floors, self.context_area = home_slot_tuples(home)
        name_list = TextSlotList.from_tuples(names, allow_template=False)
        self.slot_lists = {
            "area": TextSlotList.from_tuples(areas, allow_template=False),
            "name": name_list,
            "floor": TextSlotList.from_tuples(floors, allow_template=False),
        }
        self.TextSlotList = TextSlotList
        self.names_trie = Trie()
        for value in name_list.values:
            self.names_trie.insert(remove_punctuation(value.text_in.text).strip().lower(), value)
        self.intent_context = (
            {"area": {"value": self.context_area, "text": self.context_area}} if self.context_area else None)
        self.matcher = self._fuzzy_matcher() if fuzzy else None

    def _fuzzy_matcher(self):
        from hassil.fuzzy import FuzzyNgramMatcher, SlotCombinationInfo
        from hassil.ngram import Sqlite3NgramModel
        from home_assistant_intents import get_fuzzy_config, get_fuzzy_language

        info = get_fuzzy_language(self.language)
        if info is None:
            fail(f"home-assistant-intents has no fuzzy matching for '{self.language}'", 66)
        config = get_fuzzy_config()
        return FuzzyNgramMatcher(
            intents=self.intents,
            intent_models={
                model_name: Sqlite3NgramModel(
                    order=model.order,
                    words={word: str(word_id) for word, word_id in model.words.items()},
                    database_path=model.database_path,
                )
                for model_name, model in info.ngram_models.items()
            },
            intent_slot_list_names=config.slot_list_names,
            slot_combinations={
                intent_name: {
                    combo: SlotCombinationInfo(
                        context_area=combo_info.context_area,
                        name_domains=set(combo_info.name_domains) if combo_info.name_domains else None,
                    )
                    for combo, combo_info in combos.items()
                }
                for intent_name, combos in config.slot_combinations.items()
            },
            domain_keywords=info.domain_keywords,
            stop_words=info.stop_words,
            slot_lists=self.slot_lists,
        )

    def recognize(self, text):
        """(stage, intent, slots {name: (value, text)}) or None."""
        from hassil import recognize_best

        said = self.remove_punctuation(text).strip().lower()
        slot_lists = {
            **self.slot_lists,
            "name": self.TextSlotList(name="name", values=[found[2] for found in self.names_trie.find(said)]),
        }
        result = recognize_best(
            text,
            self.intents,
            slot_lists=slot_lists,
            intent_context=self.intent_context,
            language=self.language,
            best_metadata_key="hass_custom_sentence",
            best_slot_name="name",
        )
        if result is not None:
            return "strict", result.intent.name, {
                name: (entity.value, entity.text) for name, entity in result.entities.items()}
        if self.matcher is None:
            return None
        fuzzy = self.matcher.match(text, context_area=self.context_area)
        if fuzzy is None:
            return None
        return "fuzzy", fuzzy.intent_name, {name: (slot.value, slot.text) for name, slot in fuzzy.slots.items()}


def route_line(number, utterance, outcome):
    if outcome is None:
        return {"line": number, "utterance": utterance, "outcome": "noMatch"}
    stage, intent, slots = outcome
    return {"line": number, "utterance": utterance, "outcome": "recognized", "stage": stage, "intent": intent,
            "slots": {name: {"value": value, "text": text} for name, (value, text) in slots.items()}}


# ----------------------------------------------------------------------------- main


def versions():
    from importlib.metadata import version

    return {"hassil": version("hassil"), "home-assistant-intents": version("home-assistant-intents")}


def run(arguments):
    corpus = read_jsonl(arguments.corpus, "corpus")
    if not corpus:
        fail(f"corpus {arguments.corpus}: no line", 65)
    for number, line in enumerate(corpus, 1):
        if not isinstance(line.get("utterance"), str):
            fail(f"corpus {arguments.corpus}: line {number} has no 'utterance'", 65)
    home = load_home(arguments.home)
    pipeline = Pipeline(arguments.lang, home, fuzzy=not arguments.no_fuzzy)
    load_seconds = time.perf_counter() - _START

    routes, pass_means, pass_totals = None, [], []
    for _ in range(arguments.passes):
        outcomes, elapsed = [], 0
        for line in corpus:
            begin = time.perf_counter_ns()
            outcome = pipeline.recognize(line["utterance"])
            elapsed += time.perf_counter_ns() - begin
            outcomes.append(outcome)
        pass_means.append(elapsed / len(corpus) / 1000)
        pass_totals.append(elapsed / 1e9)
        if routes is None:
            routes = [route_line(n, line["utterance"], o) for n, (line, o) in enumerate(zip(corpus, outcomes), 1)]

    if arguments.routes:
        with open(arguments.routes, "w", encoding="utf-8") as sink:
            for route in routes:
                sink.write(json.dumps(route, ensure_ascii=False, default=str) + "\n")

    figures = score(corpus, routes)
    micros = statistics.median(pass_means)
    label = arguments.label or arguments.corpus
    print(human_line(label, figures, micros))
    report = {
        "kind": "hassil-fuzzy",
        "corpus": arguments.corpus,
        "home": arguments.home,
        "language": arguments.lang,
        "pipeline": "strict" if arguments.no_fuzzy else "strict+fuzzy",
        "versions": versions(),
        "contextArea": pipeline.context_area,
        "hashSeed": os.environ.get("PYTHONHASHSEED", "random"),
        "passes": arguments.passes,
        "microsecondsPerSentence": round(micros, 2),
        "passMicroseconds": [round(m, 2) for m in pass_means],
        "loadSeconds": round(load_seconds, 4),
        "endToEndMicrosecondsPerSentence": round((load_seconds + statistics.median(pass_totals))
                                                 / len(corpus) * 1e6, 2),
        **json_figures(figures),
    }
    print(json.dumps(report, ensure_ascii=False))


def score_routes(arguments):
    corpus = read_jsonl(arguments.corpus, "corpus")
    routes = read_jsonl(arguments.score_routes, "routes")
    if len(routes) != len(corpus):
        fail(f"{len(routes)} route lines for {len(corpus)} corpus lines", 65)
    figures = score(corpus, routes)
    label = arguments.label or arguments.corpus
    print(human_line(label, figures))
    print(json.dumps({"kind": "routes-score", "corpus": arguments.corpus, "routes": arguments.score_routes,
                      **json_figures(figures)}, ensure_ascii=False))


def main():
    summary, usage, details = __doc__.split("\n\n", 2)
    parser = argparse.ArgumentParser(
        usage=usage.removeprefix("usage: "), description=summary + "\n\n" + details,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", help="the labelled corpus (JSON lines)")
    parser.add_argument("home", nargs="?", help="the home: entities, areas, floors (YAML or JSON)")
    parser.add_argument("--lang", default="en", help="the language of home-assistant-intents (default: en)")
    parser.add_argument("--passes", type=int, default=1, help="timed passes over the corpus (default: 1)")
    parser.add_argument("--routes", metavar="FILE", help="write one route JSON line per corpus line to FILE")
    parser.add_argument("--no-fuzzy", action="store_true", help="the strict stage only")
    parser.add_argument("--score-routes", metavar="ROUTES", help="score these route lines instead of running hassil")
    parser.add_argument("--label", help="the name printed for the corpus (default: its path)")
    arguments = parser.parse_args()
    if arguments.passes < 1:
        fail("--passes must be at least 1", 64)
    if arguments.score_routes:
        score_routes(arguments)
    elif not arguments.home:
        parser.print_usage(sys.stderr)
        fail("a corpus and a home are needed", 64)
    else:
        run(arguments)


if __name__ == "__main__":
    main()
