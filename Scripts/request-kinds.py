#!/usr/bin/env python3
"""Writes Sources/RequestModels/RequestKindWords.swift: for each of the 64 kinds of
request of the training fold of the real requests (Corpora/requests/hwu64.jsonl; the fold as
Scripts/hwu64-corpora.py computes it), how many requests it has, and in how many of them each word
is said: the router's model of what kind of thing a request asks for (RequestKinds).

    Scripts/request-kinds.py            # writes the Swift file
    Scripts/request-kinds.py --check    # exits 1 when the written file differs
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
OUT = "Sources/RequestModels/RequestKindWords.swift"


def indented(rows):
    return "\n".join("    " + row for row in rows)


def source():
    requests = collections.Counter()
    words = collections.defaultdict(collections.Counter)
    with open(os.path.join(ROOT, "Corpora/requests/hwu64.jsonl"), encoding="utf-8") as lines:
        for line in lines:
            request = json.loads(line)
            if folds.fold(request["text"]) != "training":
                continue
            requests[request["intent"]] += 1
            for word in set(re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)*", request["text"].lower())):
                words[word][request["intent"]] += 1
    kinds = sorted(requests)
    number = {kind: index for index, kind in enumerate(kinds)}
    kind_rows = [f"{requests[kind]} {kind}" for kind in kinds]
    word_rows = [
        " ".join(f"{number[kind]}:{count}" for kind, count in sorted(counts.items(), key=lambda item: number[item[0]]))
        + " " + word
        for word, counts in sorted(words.items())
    ]
    return f'''// Written by Scripts/request-kinds.py; do not edit.
//
// Counted from the training fold of HWU64's requests (Corpora/requests/hwu64.jsonl, CC BY 4.0:
// Xingkun Liu, Arash Eshghi, Pawel Swietojanski and Verena Rieser, "Benchmarking Natural Language
// Understanding Services for building Conversational Agents", IWSDS 2019).

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
    folds.write_or_check([(OUT, source())], "Scripts/request-kinds.py")


if __name__ == "__main__":
    main()
