#!/usr/bin/env python3
"""Writes Sources/RequestModels/BackgroundWords.swift: how often each word occurs in
the training and calibration folds of the real requests, and in requests of how many intents (Corpora/requests/hwu64.jsonl; the fold as
Scripts/hwu64-corpora.py computes it), the router's model of what people ask assistants in general.

    Scripts/background-words.py            # writes the Swift file
    Scripts/background-words.py --check    # exits 1 when the written file differs
"""
import collections
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Scripts"))
from importlib import import_module

folds = import_module("hwu64-corpora")
OUT = "Sources/RequestModels/BackgroundWords.swift"


def source():
    counts = collections.Counter()
    intents = collections.defaultdict(set)
    with open(os.path.join(ROOT, "Corpora/requests/hwu64.jsonl"), encoding="utf-8") as requests:
        for line in requests:
            request = json.loads(line)
            if folds.fold(request["text"]) == "test":
                continue
            words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)*", request["text"].lower())
            counts.update(words)
            for word in words:
                intents[word].add(request["intent"])
    table = "\n".join(
        f"{count} {len(intents[word])} {word}"
        for word, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])))
    return f'''// Written by Scripts/background-words.py; do not edit.
//
// Word counts of the calibration fold of HWU64's requests (Corpora/requests/hwu64.jsonl, CC BY 4.0:
// Xingkun Liu, Arash Eshghi, Pawel Swietojanski and Verena Rieser, "Benchmarking Natural Language
// Understanding Services for building Conversational Agents", IWSDS 2019).

extension BackgroundModel {{
  /// "count intents word" lines, most frequent first: how often the word is said, and in
  /// requests of how many of the 64 intents.
  static let table = """
{table}
    """
}}
'''.replace("\n" + table + "\n", "\n" + "\n".join("    " + row for row in table.split("\n")) + "\n")


def main():
    folds.write_or_check([(OUT, source())], "Scripts/background-words.py")


if __name__ == "__main__":
    main()
