#!/usr/bin/env python3
"""Scores `route-eval route --hassil` on a corpus of labelled requests.

    route-eval route --hassil Corpora/home-assistant/intents --lang en --home HOME.yaml < CORPUS.jsonl \\
      | Scripts/score-hassil.py CORPUS.jsonl [--min-right R] [--min-slots S] [--max-false-accepts F]

CORPUS.jsonl has one request per line: {"utterance", "expect": {"intent", "alternatives"?: [{"intent"}],
"slots"?: {name: value}}} for a request Home Assistant serves, {"utterance", "expect": {"outcome":
"noMatch"}} for one it does not. Standard input holds route's JSON lines, one per corpus line.

Prints the share of served requests routed to the right intent, the share with every expected slot
(a string compares without case, a number by value), and the share of requests for nothing routed
anywhere, with how each was heard. Exits 1 when a gate is not met, and when the corpus has no line
of a kind a gate is about (nothing to check is a failure, not 100 %); 2 on a usage error.
"""
import json
import sys


def fail(message, status=1):
    print(f"score-hassil: error: {message}", file=sys.stderr)
    sys.exit(status)


def slots_match(expected, routed):
    for name, value in expected.items():
        if name not in routed:
            return False
        actual = routed[name].get("value")
        if isinstance(value, str) and isinstance(actual, str):
            if value.casefold() != actual.casefold():
                return False
        elif isinstance(value, (int, float)) and isinstance(actual, (int, float)):
            if float(value) != float(actual):
                return False
        elif value != actual:
            return False
    return True


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip())
        sys.exit(0 if arguments else 2)
    corpus_path = arguments[0]
    gates = {}
    rest = arguments[1:]
    while rest:
        option = rest.pop(0)
        if option not in ("--min-right", "--min-slots", "--max-false-accepts") or not rest:
            fail(f"unknown option or missing value: {option}", 2)
        try:
            gates[option] = float(rest.pop(0))
        except ValueError:
            fail(f"{option} needs a number", 2)
    try:
        with open(corpus_path, encoding="utf-8") as source:
            corpus = [(number, json.loads(text)) for number, text in enumerate(source, 1) if text.strip()]
    except (OSError, json.JSONDecodeError) as error:
        fail(f"{corpus_path}: {error}")
    routed = [json.loads(text) for text in sys.stdin if text.strip()]
    if len(routed) != len(corpus):
        fail(f"{len(routed)} routed lines for {len(corpus)} corpus lines")
    served = right = with_slots = unserved = accepted = 0
    heard = {}
    for (number, line), result in zip(corpus, routed):
        expect = line.get("expect")
        if not isinstance(expect, dict):
            fail(f"{corpus_path}:{number}:1: no 'expect' object")
        if expect.get("outcome") == "noMatch":
            unserved += 1
            accepted += result.get("outcome") == "recognized"
            continue
        intents = [expect.get("intent")] + [other.get("intent") for other in expect.get("alternatives", [])]
        served += 1
        if result.get("intent") in intents:
            right += 1
            heard[result.get("reading", "asSaid")] = heard.get(result.get("reading", "asSaid"), 0) + 1
            with_slots += slots_match(expect.get("slots", {}), result.get("slots", {}))
    figures = {"--min-right": None, "--min-slots": None, "--max-false-accepts": None}
    if served:
        figures["--min-right"] = right / served
        figures["--min-slots"] = with_slots / served
        readings = ", ".join(f"{name} {count}" for name, count in sorted(heard.items()))
        print(
            f"{corpus_path}: {served} requests served: right intent {right} ({right / served:.1%}; {readings}), "
            f"with every slot {with_slots} ({with_slots / served:.1%})")
    if unserved:
        figures["--max-false-accepts"] = accepted / unserved
        print(f"{corpus_path}: {unserved} requests for nothing: accepted {accepted} ({accepted / unserved:.1%})")
    failed = False
    for gate, bound in gates.items():
        value = figures[gate]
        if value is None:
            print(f"score-hassil: error: {gate}: the corpus has no line to check it on", file=sys.stderr)
            failed = True
        elif (value < bound) if gate.startswith("--min") else (value > bound):
            print(f"score-hassil: error: {gate} {bound}: {value:.3f}", file=sys.stderr)
            failed = True
    if not served and not unserved:
        fail(f"{corpus_path}: no request to score")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
