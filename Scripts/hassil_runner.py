#!/usr/bin/env python3
"""Runs hassil on a Home Assistant intents bundle (schema hassil-intents-bundle/1) and scores it.

usage: Scripts/hassil_runner.py BUNDLE.json [--passes N] [--json] [--between COMMAND]

The bundle format and its scoring rules are described in Docs/HomeAssistant.md (the bundles are
in Corpora/home-assistant/). The bundle is turned back into the dict Intents.from_dict reads; each
test is recognized with recognize_best as the bundle's evaluation.recognizer_call states. Only the
recognize_best calls are timed (time.perf_counter_ns); the figure reported is the median over the
passes of the mean time per sentence. Results are scored on the first pass. Tests marked
expected_failure are left out of the accuracies and counted separately.

With --between, a shell command runs after each timed pass (outside the timing) and its standard
output is kept in the JSON report under "between": Scripts/bench-vs-hassil.sh runs route-eval there,
so that both recognizers are timed pass by pass under the same machine load.

Needs hassil (pip install hassil==3.13.0); Scripts/bench-vs-hassil.sh sets up a venv for it.
"""
import argparse
import json
import statistics
import subprocess
import sys
import time
from importlib.metadata import version

from hassil import Intents, TextSlotList, recognize_best


def hassil_list(spec):
    """A bundle <List> in the shape Intents.from_dict reads under "lists"."""
    kind = spec["type"]
    if kind == "values":
        values = []
        for value in spec["values"]:
            entry = {"in": value["in"], "out": value.get("out")}
            for key in ("context", "metadata"):
                if value.get(key) is not None:
                    entry[key] = value[key]
            values.append(entry)
        return {"values": values}
    if kind == "range":
        options = {
            "from": spec["from"],
            "to": spec["to"],
            "step": spec.get("step", 1),
            "type": spec.get("number_type", "number"),
            "digits": spec.get("digits", True),
            "words": spec.get("words", True),
        }
        for key in ("fractions", "multiplier", "words_language"):
            if spec.get(key) is not None:
                options[key] = spec[key]
        return {"range": options}
    if kind == "wildcard":
        return {"wildcard": True}
    raise ValueError(f"unknown list type {kind!r}")


def hassil_block(block):
    """A bundle data block as Intents.from_dict reads it (source_file is provenance only)."""
    out = {key: value for key, value in block.items() if key not in ("source_file", "lists")}
    if "lists" in block:
        out["lists"] = {name: hassil_list(spec) for name, spec in block["lists"].items()}
    return out


def load_intents(bundle):
    """Builds hassil's Intents following evaluation.construction ("single" or "split")."""
    common = {
        "language": bundle["language"],
        "settings": bundle.get("settings", {}),
        "skip_words": bundle.get("skip_words", []),
        "expansion_rules": bundle.get("expansion_rules", {}),
        "lists": {name: hassil_list(spec) for name, spec in bundle.get("lists", {}).items()},
    }
    intents = {i["name"]: {"data": [hassil_block(b) for b in i["data"]]} for i in bundle["intents"]}
    if bundle.get("evaluation", {}).get("construction", "single") == "single":
        return Intents.from_dict({**common, "intents": intents})
    # "split": lists, rules and skip words in one Intents, the intents parsed on their own (so
    # hassil never sees which lists are wildcards and keeps the templates in file order).
    shared = Intents.from_dict({**common, "intents": {}})
    parsed = Intents.from_dict({"language": bundle["language"], "intents": intents})
    return Intents(
        language=shared.language,
        intents=parsed.intents,
        slot_lists=shared.slot_lists,
        expansion_rules=shared.expansion_rules,
        skip_words=shared.skip_words,
        settings=shared.settings,
    )


class Fixture:
    """One fixture set: its slot lists parsed by hassil, and the domains of each entity name."""

    def __init__(self, language, global_lists, fixture):
        specs = fixture.get("lists", {})
        parsed = Intents.from_dict(
            {"language": language, "intents": {}, "lists": {n: hassil_list(s) for n, s in specs.items()}}
        ).slot_lists
        self.slot_lists = {**global_lists, **parsed}  # fixture lists win
        name_spec = specs.get("name")
        # (lowercased input text, parsed value) of the name list, for substring narrowing.
        self.names = []
        if name_spec and name_spec["type"] == "values":
            self.names = list(zip((v["in"].strip().lower() for v in name_spec["values"]), parsed["name"].values))
        self.domains = {}
        for entity in fixture.get("entities", []):
            domain = entity.get("domain") or entity["id"].split(".", 1)[0]
            for name in entity.get("names") or [entity["name"]]:
                self.domains.setdefault(name, set()).add(domain)

    def lists_for(self, sentence, narrow):
        if not narrow or not self.names:
            return self.slot_lists
        text = sentence.lower()
        kept = [value for key, value in self.names if key in text]
        return {**self.slot_lists, "name": TextSlotList(name="name", values=kept)}


def same(got, want):
    """Equality, with numbers compared numerically (50 == 50.0)."""
    numbers = (int, float)
    if isinstance(got, numbers) and isinstance(want, numbers) and not isinstance(got, bool) and not isinstance(want, bool):
        return float(got) == float(want)
    return got == want


def slot_problem(got, expected):
    """None when the recognized slots meet the expectation, else a short reason."""
    if set(got) != set(expected):
        return f"slot names {sorted(got)} != expected {sorted(expected)}"
    for name, want in expected.items():
        have = got[name]
        if isinstance(want, list):  # one of these; a list value must contain all of them
            if isinstance(have, list):
                ok = all(any(same(h, w) for h in have) for w in want)
            else:
                ok = any(same(have, w) for w in want)
        else:
            ok = same(have, want)
        if not ok:
            return f"slot {name}: got {have!r}, expected {want!r}"
    return None


def score(test, result, fixture, evaluation):
    """(intent right, problem or None) for one test."""
    if result is None:
        return False, "no match"
    if result.intent.name != test["intent"]:
        return False, f"intent {result.intent.name}"
    slots = {name: entity.value for name, entity in result.entities.items()}
    problem = slot_problem(slots, test["slots"])
    if problem is None and evaluation.get("context_match") == "equal" and test.get("context"):
        if result.context != test["context"]:
            problem = f"context {result.context!r}"
    if problem is None and "slot_combination_match" in evaluation and "slot_combination" in test:
        combination = (result.intent_metadata or {}).get("slot_combination")
        if combination != test["slot_combination"]:
            problem = f"slot combination {combination!r}"
    if problem is None and "name_domains" in evaluation and test.get("name_domains") and "name" in slots:
        domains = fixture.domains.get(slots["name"], set())
        if not domains <= set(test["name_domains"]):
            problem = f"name {slots['name']!r} has domains {sorted(domains)}"
    return True, problem


def run(bundle, passes, between=None):
    evaluation = bundle.get("evaluation", {})
    intents = load_intents(bundle)
    fixtures = {
        key: Fixture(bundle["language"], intents.slot_lists, fixture)
        for key, fixture in bundle.get("fixture_sets", {}).items()
    }
    narrow = evaluation.get("name_list_narrowing") == "substring"
    tests = bundle["tests"]
    # Slot lists per test are prepared outside the timed region.
    inputs = [(t, fixtures[t["fixture_set"]], fixtures[t["fixture_set"]].lists_for(t["sentence"], narrow)) for t in tests]

    pass_micros, results, outputs = [], None, []
    for _ in range(passes):
        elapsed, found = 0, []
        for test, _, slot_lists in inputs:
            start = time.perf_counter_ns()
            result = recognize_best(
                test["sentence"], intents, slot_lists=slot_lists, intent_context=test.get("context"),
                best_slot_name="name",
            )
            elapsed += time.perf_counter_ns() - start
            found.append(result)
        pass_micros.append(elapsed / len(tests) / 1000)
        if results is None:
            results = found
        if between:
            outputs.append(subprocess.run(between, shell=True, check=True, stdout=subprocess.PIPE, text=True).stdout)

    counted = intent_right = exact_right = 0
    failures, expected_failures, expected_failures_passed = [], 0, 0
    for (test, fixture, _), result in zip(inputs, results):
        intent_ok, problem = score(test, result, fixture, evaluation)
        exact_ok = intent_ok and problem is None
        if test.get("expected_failure"):
            expected_failures += 1
            expected_failures_passed += exact_ok
            continue
        counted += 1
        intent_right += intent_ok
        exact_right += exact_ok
        if not exact_ok:
            failures.append({"id": test["id"], "sentence": test["sentence"], "reason": problem})

    return {
        "recognizer": f"hassil {version('hassil')}",
        "bundle": bundle.get("language"),
        "tests": counted,
        "passed": exact_right,
        "intentAccuracy": intent_right / counted if counted else 0.0,
        "exactAccuracy": exact_right / counted if counted else 0.0,
        "microsecondsPerSentence": statistics.median(pass_micros),
        "passes": passes,
        "passMicroseconds": pass_micros,
        "expectedFailures": expected_failures,
        "expectedFailuresPassed": expected_failures_passed,
        "failures": failures,
        **({"between": outputs} if between else {}),
    }


def main():
    parser = argparse.ArgumentParser(description="Run hassil on a hassil-intents-bundle/1 JSON file and score it.")
    parser.add_argument("bundle", help="bundle JSON file (e.g. Corpora/home-assistant/en.json)")
    parser.add_argument("--passes", type=int, default=3, help="timed passes; the median is reported (default 3)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a summary")
    parser.add_argument("--between", metavar="COMMAND", help="shell command to run after each timed pass; its output goes in the JSON report")
    args = parser.parse_args()
    if args.passes < 1:
        parser.error("--passes must be at least 1")
    with open(args.bundle, encoding="utf-8") as f:
        bundle = json.load(f)
    if bundle.get("schema") != "hassil-intents-bundle/1":
        sys.exit(f"error: {args.bundle}: not a hassil-intents-bundle/1 file")

    report = run(bundle, args.passes, args.between)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return
    print(f"{args.bundle}: {report['recognizer']}, {report['tests']} tests")
    print(f"  intent accuracy  {100 * report['intentAccuracy']:.2f} %")
    print(f"  exact accuracy   {100 * report['exactAccuracy']:.2f} %  ({report['passed']} passed)")
    print(f"  time             {report['microsecondsPerSentence']:.1f} µs/sentence (median of {args.passes} passes)")
    if report["expectedFailures"]:
        print(f"  expected failures {report['expectedFailures']} ({report['expectedFailuresPassed']} passed anyway)")
    for failure in report["failures"][:20]:
        print(f"  FAIL {failure['id']}: {failure['sentence']!r}: {failure['reason']}")
    if len(report["failures"]) > 20:
        print(f"  ... and {len(report['failures']) - 20} more")


if __name__ == "__main__":
    main()
