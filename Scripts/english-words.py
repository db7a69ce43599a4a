#!/usr/bin/env python3
"""Writes Sources/PhraseGrammar/Match/EnglishWords.swift: the English words people use, so that
approximate matching never reads one real word as a typo of another ("pay" is not "play").

The words are WordNet 3.0's lemmas of letters only that have a sense tagged in its semantic
concordance (the words it has seen in running text), and the irregular forms of those lemmas
from its exception lists ("paid", "went"). WordNet is read from Debian's `wordnet-base` package
(`apt-get install wordnet-base`), or from the folder given as the first argument.

    Scripts/english-words.py [WORDNET_DIR]            # writes the Swift file
    Scripts/english-words.py [WORDNET_DIR] --check    # exits 1 when the written file differs
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Scripts"))
from importlib import import_module

write_or_check = import_module("hwu64-corpora").write_or_check
OUT = "Sources/PhraseGrammar/Match/EnglishWords.swift"
PARTS = ("noun", "verb", "adj", "adv")
WORD = re.compile(r"[a-z]+")

LICENCE = """\
// WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.
//
// This software and database is being provided to you, the LICENSEE, by Princeton University
// under the following license. By obtaining, using and/or copying this software and database,
// you agree that you have read, understood, and will comply with these terms and conditions.:
//
// Permission to use, copy, modify and distribute this software and database and its
// documentation for any purpose and without fee or royalty is hereby granted, provided that you
// agree to comply with the following copyright notice and statements, including the disclaimer,
// and that the same appear on ALL copies of the software, database and documentation, including
// modifications that you make for internal use or for distribution.
//
// THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO
// REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION,
// PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT- ABILITY OR FITNESS
// FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR
// DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER
// RIGHTS.
//
// The name of Princeton University or Princeton may not be used in advertising or publicity
// pertaining to distribution of the software and/or database. Title to copyright in this
// software, database and any associated documentation shall at all times remain with Princeton
// University and LICENSEE agrees to preserve same."""


def words(folder):
    lemmas = set()
    for part in PARTS:
        with open(os.path.join(folder, f"index.{part}"), encoding="latin-1") as index:
            for line in index:
                if line.startswith(" "):
                    continue
                fields = line.split()
                pointers = int(fields[3])
                tagged = int(fields[5 + pointers])
                if tagged > 0 and WORD.fullmatch(fields[0]):
                    lemmas.add(fields[0])
    forms = set(lemmas)
    for part in PARTS:
        with open(os.path.join(folder, f"{part}.exc"), encoding="latin-1") as exceptions:
            for line in exceptions:
                fields = line.split()
                if len(fields) >= 2 and WORD.fullmatch(fields[0]) and any(base in lemmas for base in fields[1:]):
                    forms.add(fields[0])
    return sorted(forms)


def source(folder):
    found = words(folder)
    lines, line = [], ""
    for word in found:
        if len(line) + len(word) + 1 > 100:
            lines.append(line)
            line = ""
        line = f"{line} {word}" if line else word
    lines.append(line)
    table = "\n".join(f"    {text}" for text in lines)
    return f'''// Written by Scripts/english-words.py from WordNet 3.0; do not edit.
//
{LICENCE}

extension EnglishWords {{
  /// {len(found):,} English words, separated by spaces and line breaks, in alphabetical order.
  static let table = """
{table}
    """
}}
'''


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--check"]
    folder = arguments[0] if arguments else "/usr/share/wordnet"
    if not os.path.isfile(os.path.join(folder, "index.noun")):
        print(f"{folder}: error: no WordNet here; install Debian's wordnet-base or give its folder", file=sys.stderr)
        sys.exit(2)
    write_or_check([(OUT, source(folder))], "Scripts/english-words.py")


if __name__ == "__main__":
    main()
