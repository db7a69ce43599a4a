#!/usr/bin/env python3
"""Writes the evaluation corpora of real requests from Corpora/requests/hwu64.jsonl.

Each request falls in one of three folds by a hash of its text (FNV-1a, 64 bits; odd: test; even,
by the next bit: training, what the router's model of request kinds is counted from, or
calibration), so a request keeps its fold whatever else changes. For each set of apps
in Corpora/requests/hwu64-map.json, a request whose intent the map routes is labelled with the
routes that serve it (the first, then the others as `alternatives`); one the map leaves
unlabelled is left out; any other is a request for no app (`noMatch`).

    Scripts/hwu64-corpora.py            # writes Corpora/eval/hwu64-<set>-<fold>.jsonl
    Scripts/hwu64-corpora.py --check    # exits 1 when a written corpus differs
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDS = ("calibration", "test")


def fold(text):
    """The fold of a request: "training", "calibration" or "test"."""
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    if value & 1:
        return "test"
    return "training" if value & 2 == 0 else "calibration"


def line(request, routes):
    tags = ["hwu64", request["scenario"], request["intent"]]
    if routes:
        expect = dict(routes[0])
        if len(routes) > 1:
            expect["alternatives"] = routes[1:]
        tags.append("in-scope")
    else:
        expect = {"outcome": "noMatch"}
        tags.append("out-of-scope")
    return json.dumps({"utterance": request["text"], "expect": expect, "tags": tags}, ensure_ascii=False)


def corpora():
    with open(os.path.join(ROOT, "Corpora/requests/hwu64.jsonl"), encoding="utf-8") as source:
        requests = [json.loads(text) for text in source if text.strip()]
    with open(os.path.join(ROOT, "Corpora/requests/hwu64-map.json"), encoding="utf-8") as source:
        sets = json.load(source)
    for name, spec in sorted(sets.items()):
        lines = {fold_name: [] for fold_name in FOLDS}
        for request in requests:
            if request["intent"] in spec["unlabelled"]:
                continue
            if fold(request["text"]) == "training":
                continue
            lines[fold(request["text"])].append(line(request, spec["routes"].get(request["intent"], [])))
        for fold_name in FOLDS:
            yield f"Corpora/eval/hwu64-{name}-{fold_name}.jsonl", "".join(text + "\n" for text in lines[fold_name])


def write_or_check(files, script):
    """Writes each (path, text), or with --check exits 1 naming each file whose text differs."""
    check = "--check" in sys.argv[1:]
    stale = []
    for path, text in files:
        full = os.path.join(ROOT, path)
        if check:
            try:
                with open(full, encoding="utf-8") as written:
                    if written.read() == text:
                        continue
            except FileNotFoundError:
                pass
            stale.append(path)
        else:
            with open(full, "w", encoding="utf-8") as out:
                out.write(text)
            print(f"{path}: {text.count(chr(10))} lines", file=sys.stderr)
    for path in stale:
        print(f"{path}: error: not what {script} writes; run it", file=sys.stderr)
    if stale:
        sys.exit(1)


def main():
    write_or_check(corpora(), "Scripts/hwu64-corpora.py")


if __name__ == "__main__":
    main()
