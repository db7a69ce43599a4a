#!/usr/bin/env python3
"""Writes the tables of module RequestModels from the real requests (Corpora/requests/hwu64.jsonl;
the folds as Scripts/hwu64-corpora.py computes them), the router's models of what people ask:

- Sources/RequestModels/BackgroundWords.swift: how often each word is said in the training and
  calibration folds, and in requests of how many intents (BackgroundModel);
- Sources/RequestModels/RequestKindWords.swift: for each of the 64 kinds of request of the
  training fold, how many requests it has, and in how many of them each word is said
  (RequestKinds).

    Scripts/request-tables.py            # writes the Swift files
    Scripts/request-tables.py --check    # exits 1 when a written file differs
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
SCRIPT = "Scripts/request-tables.py"
ATTRIBUTION = """\
// (Corpora/requests/hwu64.jsonl, CC BY 4.0: Xingkun Liu, Arash Eshghi, Pawel Swietojanski and
// Verena Rieser, "Benchmarking Natural Language Understanding Services for building Conversational
// Agents", IWSDS 2019)."""


def requests():
    """Each request not in the test fold: its fold, intent and words (lowercase letters)."""
    with open(os.path.join(ROOT, "Corpora/requests/hwu64.jsonl"), encoding="utf-8") as lines:
        for line in lines:
            request = json.loads(line)
            fold = folds.fold(request["text"])
            if fold != "test":
                words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)*", request["text"].lower())
                yield fold, request["intent"], words


def indented(rows):
    return "\n".join("    " + row for row in rows)


def background_words():
    counts = collections.Counter()
    intents = collections.defaultdict(set)
    for _, intent, words in requests():
        counts.update(words)
        for word in words:
            intents[word].add(intent)
    rows = [
        f"{count} {len(intents[word])} {word}"
        for word, count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))]
    return f'''// Written by {SCRIPT}; do not edit.
//
// Word counts of the training and calibration folds of HWU64's requests
{ATTRIBUTION}

extension BackgroundModel {{
  /// "count intents word" lines, most frequent first: how often the word is said, and in
  /// requests of how many of the 64 intents.
  static let table = """
{indented(rows)}
    """
}}
'''


def request_kinds():
    requests_of = collections.Counter()
    words_of = collections.defaultdict(collections.Counter)
    for fold, intent, words in requests():
        if fold != "training":
            continue
        requests_of[intent] += 1
        for word in set(words):
            words_of[word][intent] += 1
    kinds = sorted(requests_of)
    number = {kind: index for index, kind in enumerate(kinds)}
    kind_rows = [f"{requests_of[kind]} {kind}" for kind in kinds]
    word_rows = [
        " ".join(f"{number[kind]}:{count}" for kind, count in sorted(counts.items(), key=lambda item: number[item[0]]))
        + " " + word
        for word, counts in sorted(words_of.items())
    ]
    return f'''// Written by {SCRIPT}; do not edit.
//
// Counted from the training fold of HWU64's requests
{ATTRIBUTION}

extension RequestKinds {{
  /// "requests kind" lines: each kind of request and how many requests of it were counted, in
  /// the order ``wordTable`` numbers them.
  static let kindTable = """
{indented(kind_rows)}
    """

  /// "kind:requests… word" lines: each word, and in how many requests of each kind it is said.
  static let wordTable = """
{indented(word_rows)}
    """
}}
'''


def main():
    folds.write_or_check(
        [("Sources/RequestModels/BackgroundWords.swift", background_words()),
         ("Sources/RequestModels/RequestKindWords.swift", request_kinds())], SCRIPT)


if __name__ == "__main__":
    main()
