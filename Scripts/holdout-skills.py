#!/usr/bin/env python3
"""Measures how the router generalizes from a skill's example sentences to ones it was not given.

Padatious `.intent` files and Alexa samples are examples, not a grammar: the assistant is meant to
hear sentences like them. This holds a stable fifth of each intent's example lines out of the bundled
Mycroft and OpenVoiceOS skills (sha1 of the line mod 5 = 0, intents with at least 2 lines; the rule
the Alexa models of Corpora/skills were cut with), imports what is left, and writes the lines held
out as a labelled corpus (choices resolved to one branch each, picked by the line's hash; a slot
filled with its entity's first value, else with a sample phrase), together with the Alexa lines
`Corpora/skills/corpus/dev-intent.jsonl` holds out (tag `alexa-holdout`).

usage: Scripts/holdout-skills.py OUT_DIR
  then: route-eval eval --apps OUT_DIR/apps --corpus OUT_DIR/holdout.jsonl Corpora/eval/skills-out-of-scope.jsonl
"""
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKILLS = os.path.join(ROOT, "Corpora", "skills")
FILLERS = ["paris", "the moon", "seven", "coffee"]


def lines_of(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return [line.strip() for line in file.read().splitlines() if line.strip() and not line.startswith("#")]


def digest(text):
    return int(hashlib.sha1(text.encode("utf-8")).hexdigest(), 16)


def resolve(line, seed):
    """One sentence of a Padatious line: each (a|b) group resolved to one branch."""
    count = 0
    while "(" in line:
        match = re.search(r"\(([^()]*)\)", line)
        if not match:
            break
        branches = match.group(1).split("|")
        branch = branches[(seed >> count) % len(branches)]
        count += 1
        line = line[: match.start()] + branch + line[match.end():]
    return re.sub(r"\s+", " ", line).strip()


def fill(line, folder, seed):
    def value(match):
        name = match.group(1)
        for base, _, files in os.walk(folder):
            if name + ".entity" in files and "en-us" in base.lower():
                return resolve(lines_of(os.path.join(base, name + ".entity"))[0], seed)
        return FILLERS[seed % len(FILLERS)]

    return re.sub(r"\{\s*([^{}\s]+)\s*\}", value, line)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = os.path.abspath(sys.argv[1])
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "apps"))
    binary = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    subprocess.run(["swift", "build", "--product", "route-eval"], cwd=ROOT, check=True, capture_output=True)
    corpus = []
    for repo in json.load(open(os.path.join(SKILLS, "repos.json"))):
        folder = os.path.join(SKILLS, repo["repo"].replace("/", "+"))
        if repo["source"] == "alexa":
            kind = "alexa"
            copy = folder
        else:
            kind = "ovos"
            copy = os.path.join(out, "skills", os.path.basename(folder))
            shutil.copytree(folder, copy)
            for base, _, files in os.walk(copy):
                if "en-us" not in base.lower():
                    continue
                for name in sorted(files):
                    if not name.endswith(".intent"):
                        continue
                    path = os.path.join(base, name)
                    lines = lines_of(path)
                    if len(lines) < 2:
                        continue
                    held = [line for line in lines if digest(line) % 5 == 0]
                    if len(held) == len(lines):
                        held = held[1:]
                    if not held:
                        continue
                    with open(path, "w", encoding="utf-8") as file:
                        file.write("\n".join(line for line in lines if line not in held) + "\n")
                    for line in held:
                        seed = digest(line)
                        corpus.append({
                            "utterance": fill(resolve(line, seed), copy, seed),
                            "expect": {"app": repo["app"], "intent": name[: -len(".intent")]},
                            "tags": ["padatious-holdout", repo["app"]],
                        })
        subprocess.run(
            [os.path.join(binary, "route-eval"), "import", kind, copy, "--app", repo["app"], "--out",
             os.path.join(out, "apps")],
            check=True, capture_output=True)
    with open(os.path.join(SKILLS, "corpus", "dev-intent.jsonl"), encoding="utf-8") as file:
        for line in file:
            entry = json.loads(line)
            if "alexa-holdout" in entry["tags"]:
                corpus.append(entry)
    with open(os.path.join(out, "holdout.jsonl"), "w", encoding="utf-8") as file:
        for entry in corpus:
            file.write(json.dumps(entry) + "\n")
    print(f"{len(corpus)} held-out lines in {out}/holdout.jsonl; apps in {out}/apps", file=sys.stderr)


if __name__ == "__main__":
    main()
