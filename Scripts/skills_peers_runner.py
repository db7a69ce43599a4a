#!/usr/bin/env python3
"""Scores the peer intent parsers padacioso and padatious on the bundled voice skills, beside route-eval.

usage: Scripts/skills_peers_runner.py [--corpus FILE ...] [--peers LIST] [--route-eval PATH]
                                      [--thresholds LIST] [--pool-sample N] [--jobs N]
                                      [--skills DIR] [--apps DIR] [--work-dir DIR] [--json FILE]

Both peers are trained the way Mycroft/OVOS load a skill: every English `.intent` file of every
skill in Corpora/skills/ is registered as the intent "<app>:<intent>" (the app id and intent id
of its manifest in Corpora/skills-apps/, see INTENT_FILES below) and every English `.entity` file
of the skill as the entity "<app>:<name>", as `register_entity_file` names them. Adapt keyword
intents (IntentBuilder chains, `.voc` files) and the Alexa model are not Padatious data: neither
peer can serve them, and the report says how many intents and apps each peer can serve.

Each corpus line (route-eval's corpus format) is lowercased and stripped, as Mycroft does before
intent matching, and given to the peer; its best intent counts when its confidence is above the
threshold (strictly, as OVOS's `_match_level` tests `conf > limit`). Thresholds (default 0.5,0.8):
0.5 is the lowest Padatious/Padacioso stage (`padatious_low`, and Mycroft's last one), 0.8 is
`padatious_medium`, the lowest stage of OVOS's default pipeline. A line labelled with an app
(`expect.app`) is right when the route is that app (and that intent, when the label names one) or
one of its `alternatives`; a line labelled `noMatch` is accepted (a false accept) when the peer
routes it anywhere.

Peers (--peers, default padacioso,padacioso-fuzz,padatious):
- padacioso: IntentContainer(fuzz=False); padacioso-fuzz: IntentContainer(fuzz=True). The
  library's calc_intent starts a process pool per query (n_workers=4, as OVOS's default), which
  costs about a second per line here, so every line is scored by calling the container's own
  per-intent matcher (`_match`) in-process, in registration order, and taking the best as
  calc_intent does (first of the ties). The per-line time reported is that call. With
  --pool-sample N (default 10), N lines of each corpus are also run through the library's own
  calc_intent, to report what a call costs as OVOS makes it and to check that it picks the same
  intent.
- padatious: IntentContainer(cache) trained (single-threaded) in a fresh cache under the work
  directory; calc_intent per line. FANN seeds its random start weights itself, so confidences
  move from one training to the next: it is trained --padatious-trainings times (default 5), each
  model runs every line, and the table gives the median of each count (the JSON has every run).

With --route-eval PATH, route-eval is run on the same corpora: `eval --apps APPS --corpus C
--format json` (intentAccuracy, falseAcceptRate, perTag["in-scope"].intentAccuracy, p50 latency),
then `route` streams of every line with all intents ("ours") and with only the Padatious-declared
intents ("ours-pad": the manifests cut down to INTENT_FILES' intents, so both sides have the same
intents to route to), scored by the same rules as the peers. Their mean µs/line is the time of a
stream of at least 2,000 lines (the corpus repeated) minus that of a one-line stream (start-up and
compile), over the lines, best of three: it includes writing and parsing JSON. Their p50 is
route-eval eval's own latency median (routing only, all cores).

Output: a table on stdout, and with --json FILE the full report (per corpus, tool and threshold).
Progress goes to stderr. Needs padacioso (pip install padacioso==1.0.0) and, for padatious,
padatious==0.4.8 with fann2 (libfann-dev and swig); Scripts/bench-skills-peers.sh sets up a venv.
"""
import argparse
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from importlib.metadata import PackageNotFoundError, version

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Skill folder (Corpora/skills/<owner>+<name>) -> app id (Corpora/skills-apps/<app>.json).
SKILL_APPS = {
    "GarethBeddis+air-quality-index": "alexa-air-quality-index",
    "MycroftAI+skill-camera": "mycroft-camera",
    "MycroftAI+skill-configuration": "mycroft-configuration",
    "MycroftAI+skill-installer": "mycroft-installer",
    "MycroftAI+skill-ip": "mycroft-ip",
    "MycroftAI+skill-joke": "mycroft-joke",
    "MycroftAI+skill-personal": "mycroft-personal",
    "MycroftAI+skill-spelling": "mycroft-spelling",
    "MycroftAI+skill-stock": "mycroft-stock",
    "MycroftAI+skill-version-checker": "mycroft-version-checker",
    "MycroftAI+skill-volume": "mycroft-volume",
    "MycroftAI+skill-weather": "mycroft-weather",
    "MycroftAI+skill-wiki": "mycroft-wiki",
    "OpenVoiceOS+ovos-skill-confucius-quotes": "ovos-confucius-quotes",
    "OpenVoiceOS+ovos-skill-easter-eggs": "ovos-easter-eggs",
    "OpenVoiceOS+ovos-skill-hello-world": "ovos-hello-world",
    "OpenVoiceOS+ovos-skill-icanhazdadjokes": "ovos-icanhazdadjokes",
    "OpenVoiceOS+ovos-skill-laugh": "ovos-laugh",
    "OpenVoiceOS+ovos-skill-speedtest": "ovos-speedtest",
    "OpenVoiceOS+ovos-skill-wolfie": "ovos-wolfie",
    "OpenVoiceOS+ovos-skill-word-of-the-day": "ovos-word-of-the-day",
    "OpenVoiceOS+ovos-skill-wordnet": "ovos-wordnet",
}

# Every English .intent file of the skills -> (app, manifest intent id). The importer names an
# intent after its file's stem, so the ids are the stems; each one's handler is listed under
# "padatious_handlers" in the skill's adapt-intents.json. 38 intents of 14 apps.
INTENT_FILES = {
    "MycroftAI+skill-camera/locale/en-us/CaptureSingleShot.intent": ("mycroft-camera", "CaptureSingleShot"),
    "MycroftAI+skill-camera/locale/en-us/OpenCamera.intent": ("mycroft-camera", "OpenCamera"),
    "MycroftAI+skill-configuration/vocab/en-us/DisablePreciseDev.intent": ("mycroft-configuration", "DisablePreciseDev"),
    "MycroftAI+skill-configuration/vocab/en-us/EnablePreciseDev.intent": ("mycroft-configuration", "EnablePreciseDev"),
    "MycroftAI+skill-configuration/vocab/en-us/WhereAreYou.intent": ("mycroft-configuration", "WhereAreYou"),
    "MycroftAI+skill-installer/vocab/en-us/install.beta.intent": ("mycroft-installer", "install.beta"),
    "MycroftAI+skill-installer/vocab/en-us/install.custom.intent": ("mycroft-installer", "install.custom"),
    "MycroftAI+skill-installer/vocab/en-us/install.intent": ("mycroft-installer", "install"),
    "MycroftAI+skill-installer/vocab/en-us/is.installed.intent": ("mycroft-installer", "is.installed"),
    "MycroftAI+skill-installer/vocab/en-us/list.skills.intent": ("mycroft-installer", "list.skills"),
    "MycroftAI+skill-installer/vocab/en-us/remove.intent": ("mycroft-installer", "remove"),
    "MycroftAI+skill-ip/locale/en-us/what.ssid.intent": ("mycroft-ip", "what.ssid"),
    "MycroftAI+skill-personal/vocab/en-us/DoYouDream.intent": ("mycroft-personal", "DoYouDream"),
    "MycroftAI+skill-personal/vocab/en-us/DoYouRhyme.intent": ("mycroft-personal", "DoYouRhyme"),
    "MycroftAI+skill-personal/vocab/en-us/WhatAreYou.intent": ("mycroft-personal", "WhatAreYou"),
    "MycroftAI+skill-personal/vocab/en-us/WhenWereYouBorn.intent": ("mycroft-personal", "WhenWereYouBorn"),
    "MycroftAI+skill-personal/vocab/en-us/WhereWereYouBorn.intent": ("mycroft-personal", "WhereWereYouBorn"),
    "MycroftAI+skill-personal/vocab/en-us/WhoAreYou.intent": ("mycroft-personal", "WhoAreYou"),
    "MycroftAI+skill-personal/vocab/en-us/WhoMadeYou.intent": ("mycroft-personal", "WhoMadeYou"),
    "MycroftAI+skill-weather/locale/en-us/vocabulary/condition/do-i-need-an-umbrella.intent": ("mycroft-weather", "do-i-need-an-umbrella"),
    "MycroftAI+skill-wiki/vocab/en-us/Random.intent": ("mycroft-wiki", "Random"),
    "OpenVoiceOS+ovos-skill-confucius-quotes/locale/en-US/who.intent": ("ovos-confucius-quotes", "who"),
    "OpenVoiceOS+ovos-skill-easter-eggs/locale/en-US/vocab/law_of_robotics.intent": ("ovos-easter-eggs", "law_of_robotics"),
    "OpenVoiceOS+ovos-skill-hello-world/ovos_skill_hello_world/locale/en-us/intents/Greetings.intent": ("ovos-hello-world", "Greetings"),
    "OpenVoiceOS+ovos-skill-hello-world/ovos_skill_hello_world/locale/en-us/intents/HowAreYou.intent": ("ovos-hello-world", "HowAreYou"),
    "OpenVoiceOS+ovos-skill-icanhazdadjokes/locale/en-us/joke.intent": ("ovos-icanhazdadjokes", "joke"),
    "OpenVoiceOS+ovos-skill-icanhazdadjokes/locale/en-us/search_joke.intent": ("ovos-icanhazdadjokes", "search_joke"),
    "OpenVoiceOS+ovos-skill-laugh/locale/en-us/vocab/Laugh.intent": ("ovos-laugh", "Laugh"),
    "OpenVoiceOS+ovos-skill-laugh/locale/en-us/vocab/RandomLaugh.intent": ("ovos-laugh", "RandomLaugh"),
    "OpenVoiceOS+ovos-skill-laugh/locale/en-us/vocab/haunted.intent": ("ovos-laugh", "haunted"),
    "OpenVoiceOS+ovos-skill-wolfie/locale/en-us/search_wolfie.intent": ("ovos-wolfie", "search_wolfie"),
    "OpenVoiceOS+ovos-skill-wordnet/locale/en-us/antonym.intent": ("ovos-wordnet", "antonym"),
    "OpenVoiceOS+ovos-skill-wordnet/locale/en-us/definition.intent": ("ovos-wordnet", "definition"),
    "OpenVoiceOS+ovos-skill-wordnet/locale/en-us/holonym.intent": ("ovos-wordnet", "holonym"),
    "OpenVoiceOS+ovos-skill-wordnet/locale/en-us/hypernym.intent": ("ovos-wordnet", "hypernym"),
    "OpenVoiceOS+ovos-skill-wordnet/locale/en-us/hyponym.intent": ("ovos-wordnet", "hyponym"),
    "OpenVoiceOS+ovos-skill-wordnet/locale/en-us/lemma.intent": ("ovos-wordnet", "lemma"),
    "OpenVoiceOS+ovos-skill-wordnet/locale/en-us/search_wordnet.intent": ("ovos-wordnet", "search_wordnet"),
}

DEFAULT_CORPORA = [
    "Corpora/eval/hwu64-skills-test.jsonl",
    "Corpora/eval/hwu64-skills-calibration.jsonl",
    "Corpora/skills/corpus/dev-intent.jsonl",
    "Corpora/eval/skills-out-of-scope.jsonl",
]
ALL_PEERS = ("padacioso", "padacioso-fuzz", "padatious")
ENGLISH = re.compile(r"^en([-_][a-z]+)?$", re.IGNORECASE)


def log(*args):
    print(*args, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- skill data

def is_english(rel_path):
    return any(ENGLISH.match(part) for part in rel_path.split("/")[:-1])


def read_lines(path):
    """A Padatious data file's lines: stripped, without blank lines and // or # comments."""
    with open(path, encoding="utf-8") as f:
        lines = [line.strip() for line in f]
    return [line for line in lines if line and not line.startswith(("//", "#"))]


def load_manifests(apps_dir):
    manifests = {}
    for path in sorted(glob.glob(os.path.join(apps_dir, "*.json"))):
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
        manifests[manifest["app"]] = {"path": path, "data": manifest,
                                      "intents": [i["id"] for i in manifest.get("intents", [])]}
    return manifests


def load_skill_data(skills_dir, manifests):
    """The intents and entities to register, checked against INTENT_FILES and the manifests."""
    intents, entities, problems = [], [], []
    found = set()
    for path in sorted(glob.glob(os.path.join(skills_dir, "*", "**", "*.intent"), recursive=True)):
        rel = os.path.relpath(path, skills_dir).replace(os.sep, "/")
        if not is_english(rel):
            continue
        found.add(rel)
        if rel not in INTENT_FILES:
            problems.append(f"unmapped .intent file (add it to INTENT_FILES): {rel}")
            continue
        app, intent = INTENT_FILES[rel]
        if SKILL_APPS.get(rel.split("/")[0]) != app:
            problems.append(f"{rel}: folder is not app {app} in SKILL_APPS")
        if app not in manifests or intent not in manifests[app]["intents"]:
            problems.append(f"{rel}: no intent {intent!r} in the manifest of {app}")
        intents.append({"app": app, "intent": intent, "name": f"{app}:{intent}", "file": rel,
                        "lines": read_lines(path)})
    for rel in sorted(set(INTENT_FILES) - found):
        problems.append(f"INTENT_FILES names a file that is missing: {rel}")
    for path in sorted(glob.glob(os.path.join(skills_dir, "*", "**", "*.entity"), recursive=True)):
        rel = os.path.relpath(path, skills_dir).replace(os.sep, "/")
        if not is_english(rel):
            continue
        app = SKILL_APPS.get(rel.split("/")[0])
        if app is None:
            problems.append(f"entity file of an unknown skill folder: {rel}")
            continue
        stem = os.path.basename(rel)[: -len(".entity")]
        entities.append({"app": app, "name": f"{app}:{stem}", "file": rel, "lines": read_lines(path)})
    return intents, entities, problems


# ---------------------------------------------------------------- corpora and scoring

def load_corpus(path):
    lines = []
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            line = json.loads(raw)
            expect = line.get("expect", {})
            if expect.get("outcome") == "noMatch":
                kind, right = "noMatch", []
            elif "app" in expect:
                kind = "inScope"
                right = [(expect["app"], expect.get("intent"))]
                right += [(alt["app"], alt.get("intent")) for alt in expect.get("alternatives", [])]
            else:
                kind, right = "other", []
            lines.append({"line": number, "utterance": line["utterance"], "kind": kind, "right": right,
                          "now": line.get("now"), "context": line.get("context")})
    return lines


def is_right(route, right):
    if route is None:
        return False
    app, intent = route
    return any(app == r_app and (r_intent is None or intent == r_intent) for r_app, r_intent in right)


def servable(right, served):
    """Whether some right answer is an intent in `served` (a set of (app, intent))."""
    apps = {app for app, _ in served}
    return any((r_intent is None and r_app in apps) or (r_app, r_intent) in served
               for r_app, r_intent in right)


def score(lines, routes, served=None):
    """Counts for one tool on one corpus; routes[i] is (app, intent), "other" (accepted but not a
    single route, e.g. ambiguous) or None (noMatch)."""
    out = {"lines": len(lines), "inScope": 0, "inScopeRight": 0, "noMatch": 0, "noMatchAccepted": 0}
    if served is not None:
        out["inScopeServable"] = 0
    for line, route in zip(lines, routes):
        if line["kind"] == "inScope":
            out["inScope"] += 1
            out["inScopeRight"] += is_right(route if isinstance(route, tuple) else None, line["right"])
            if served is not None:
                out["inScopeServable"] += servable(line["right"], served)
        elif line["kind"] == "noMatch":
            out["noMatch"] += 1
            out["noMatchAccepted"] += route is not None
    return out


def timing(micros):
    if not micros:
        return {"usPerLineMean": None, "usPerLineP50": None}
    return {"usPerLineMean": round(statistics.fmean(micros), 1),
            "usPerLineP50": round(statistics.median(micros), 1)}


def split_name(name):
    app, _, intent = name.partition(":")
    return (app, intent)


# ---------------------------------------------------------------- peers

class Padacioso:
    def __init__(self, intents, entities, fuzz):
        from padacioso import IntentContainer
        self.container = IntentContainer(fuzz=fuzz)  # n_workers=4, OVOS's default
        for entity in entities:
            self.container.add_entity(entity["name"], entity["lines"])
        for intent in intents:
            self.container.add_intent(intent["name"], intent["lines"])

    def best(self, query):
        """calc_intent's choice, without its per-query process pool: the highest confidence,
        the first registered of the ties. Returns (name, conf) or None."""
        best = None
        for name, regexes in self.container.intent_samples.items():
            match = self.container._match(query, name, regexes)
            if match is not None and match.get("name") and (best is None or match.get("conf", 0) > best[1]):
                best = (match["name"], match.get("conf", 0))
        return best

    def library_best(self, query):
        match = self.container.calc_intent(query)
        return (match["name"], match.get("conf", 0)) if match and match.get("name") else None


class Padatious:
    def __init__(self, intents, entities, cache_dir):
        from padatious import IntentContainer
        shutil.rmtree(cache_dir, ignore_errors=True)
        self.container = IntentContainer(cache_dir)
        for entity in entities:
            self.container.add_entity(entity["name"], entity["lines"])
        for intent in intents:
            self.container.add_intent(intent["name"], intent["lines"])
        start = time.perf_counter()
        finished = self.container.train(debug=False, single_thread=True, timeout=3600)
        self.train_seconds = round(time.perf_counter() - start, 2)
        if finished is False:
            raise RuntimeError("padatious training timed out")

    def best(self, query):
        match = self.container.calc_intent(query)
        return (match.name, match.conf) if match is not None and match.name else None


def _fuzz_worker(args):
    intents, entities, queries = args
    peer = Padacioso(intents, entities, fuzz=True)
    out = []
    for query in queries:
        start = time.perf_counter_ns()
        best = peer.best(query)
        out.append((best, (time.perf_counter_ns() - start) / 1000))
    return out


def run_peer(name, peer, lines, intents, entities, jobs):
    queries = [line["utterance"].lower().strip() for line in lines]
    if name == "padacioso-fuzz" and jobs > 1 and len(queries) > 100:
        from concurrent.futures import ProcessPoolExecutor
        chunks = [queries[i::jobs] for i in range(jobs)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            parts = list(pool.map(_fuzz_worker, [(intents, entities, chunk) for chunk in chunks]))
        results = [None] * len(queries)
        for i, part in enumerate(parts):
            results[i::jobs] = part
        return [r[0] for r in results], [r[1] for r in results]
    bests, micros = [], []
    for query in queries:
        start = time.perf_counter_ns()
        best = peer.best(query)
        micros.append((time.perf_counter_ns() - start) / 1000)
        bests.append(best)
    return bests, micros


def pool_sample(peer, lines, bests, count):
    """Runs `count` evenly spaced lines through padacioso's own calc_intent (its process pool)."""
    if count <= 0 or not lines:
        return None
    step = max(1, len(lines) // count)
    picks = list(range(0, len(lines), step))[:count]
    micros, same = [], 0
    for i in picks:
        query = lines[i]["utterance"].lower().strip()
        start = time.perf_counter_ns()
        got = peer.library_best(query)
        micros.append((time.perf_counter_ns() - start) / 1000)
        ours = bests[i]
        # Same intent, or a tie the pool may order differently: same confidence.
        same += (got == ours) or (got is not None and ours is not None and abs(got[1] - ours[1]) < 1e-9)
    return {"lines": len(picks), "sameBest": same, **timing(micros)}


# ---------------------------------------------------------------- route-eval

def pad_only_manifests(manifests, served, out_dir):
    """Manifests cut down to the Padatious-declared intents (apps with none left out)."""
    os.makedirs(out_dir, exist_ok=True)
    kept = 0
    for app, manifest in manifests.items():
        data = dict(manifest["data"])
        data["intents"] = [i for i in data.get("intents", []) if (app, i["id"]) in served]
        if not data["intents"]:
            continue
        kept += len(data["intents"])
        with open(os.path.join(out_dir, os.path.basename(manifest["path"])), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
    return kept


def stream_routes(route_eval, apps_dir, lines):
    """route-eval route over the lines; returns (routes, mean µs per line)."""
    def payload(subset):
        rows = []
        for line in subset:
            row = {"utterance": line["utterance"]}
            for key in ("now", "context"):
                if line.get(key) is not None:
                    row[key] = line[key]
            rows.append(json.dumps(row, ensure_ascii=False))
        return ("\n".join(rows) + "\n").encode("utf-8")

    def run(data):
        start = time.perf_counter()
        proc = subprocess.run([route_eval, "route", "--apps", apps_dir, "--format", "json"],
                              input=data, capture_output=True)
        elapsed = time.perf_counter() - start
        if proc.returncode not in (0, 1):
            raise RuntimeError(f"route-eval route failed ({proc.returncode}): {proc.stderr.decode()[:2000]}")
        return proc.stdout.decode("utf-8"), elapsed

    # Routes come from one pass over the corpus; the time from passes over at least 2,000 lines
    # (the corpus repeated), less a pass over one line, best of three.
    output, _ = run(payload(lines))
    repeat = max(1, -(-2000 // len(lines))) if lines else 1
    timed, one = payload(lines * repeat), payload(lines[:1])
    walls_all, walls_one = [], []
    for _ in range(3):
        walls_all.append(run(timed)[1])
        walls_one.append(run(one)[1])
    routes = []
    for raw in output.splitlines():
        route = json.loads(raw)
        if route.get("outcome") == "noMatch":
            routes.append(None)
        elif route.get("outcome") == "routed":
            routes.append((route["app"], route["intent"]))
        else:
            routes.append("other")
    if len(routes) != len(lines):
        raise RuntimeError(f"route-eval route gave {len(routes)} routes for {len(lines)} lines")
    mean = None
    if len(lines) * repeat > 1:
        mean = round(max(0.0, min(walls_all) - min(walls_one)) / (len(lines) * repeat - 1) * 1e6, 1)
    return routes, mean


def eval_report(route_eval, apps_dir, corpus):
    proc = subprocess.run([route_eval, "eval", "--apps", apps_dir, "--corpus", corpus, "--format", "json",
                           "--max-failures", "0"], capture_output=True)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"route-eval eval failed ({proc.returncode}): {proc.stderr.decode()[:2000]}")
    report = json.loads(proc.stdout)
    in_scope = report.get("perTag", {}).get("in-scope") or {}
    counts = report.get("counts", {})
    return {"intentAccuracy": report.get("intentAccuracy"), "falseAcceptRate": report.get("falseAcceptRate"),
            "inScopeIntentAccuracy": in_scope.get("intentAccuracy"),
            "labelledRouted": counts.get("labelledRouted"), "labelledNoMatch": counts.get("labelledNoMatch"),
            "falseAccepts": counts.get("falseAccepts"),
            "routedRight": counts.get("intentCorrect", 0) - (counts.get("labelledNoMatch", 0) - counts.get("falseAccepts", 0)),
            "latencyP50": (report.get("latencyMicroseconds") or {}).get("p50")}


# ---------------------------------------------------------------- report

def thresholded(bests, threshold):
    return [split_name(b[0]) if b is not None and b[1] > threshold else None for b in bests]


def fraction(n, d):
    return f"{n}/{d} ({100 * n / d:.1f} %)" if d else "-"


def print_table(report):
    thresholds = report["thresholds"]
    header = ("corpus", "tool", "in-scope right", "noMatch accepted", "µs/line mean", "µs/line p50")
    rows = [header]
    for corpus in report["corpora"]:
        label = os.path.basename(corpus["corpus"])
        for tool in corpus["tools"]:
            names = [tool["tool"]] if tool.get("threshold") is None else [f"{tool['tool']} >{tool['threshold']}"]
            mean, p50 = tool.get("usPerLineMean"), tool.get("usPerLineP50")
            right = fraction(tool["inScopeRight"], tool["inScope"])
            if "inScopeServable" in tool and tool["inScope"]:
                right += f" [servable {tool['inScopeServable']}]"
            rows.append((label, names[0], right, fraction(tool["noMatchAccepted"], tool["noMatch"]),
                         "-" if mean is None else f"{mean:.1f}", "-" if p50 is None else f"{p50:.1f}"))
    widths = [max(len(r[c]) for r in rows) for c in range(len(header))]
    print(f"skills peers: padacioso {report['versions'].get('padacioso') or 'not installed'}, padatious "
          f"{report['versions'].get('padatious') or 'not installed'}, route-eval {report['versions'].get('route-eval')}; "
          f"thresholds {', '.join(str(t) for t in thresholds)} (conf > t)")
    for row in rows:
        print("  ".join(cell.ljust(w) if c < 2 else cell.rjust(w) for c, (cell, w) in enumerate(zip(row, widths))))
    served = report["served"]
    print(f"peers serve {served['intents']} of {served['manifestIntents']} intents "
          f"({served['apps']} of {served['manifestApps']} apps): the .intent files; Adapt and Alexa intents are not theirs")
    for corpus in report["corpora"]:
        for tool in corpus["tools"]:
            if tool.get("poolSample"):
                s = tool["poolSample"]
                print(f"{os.path.basename(corpus['corpus'])}: {tool['tool']} library calc_intent (process pool) on "
                      f"{s['lines']} lines: {s['usPerLineMean']:.0f} µs/line mean, same best on {s['sameBest']}")
            if tool.get("runs") and tool.get("threshold") == report["thresholds"][0]:
                rights = sorted(r["inScopeRight"] for r in tool["runs"])
                accepts = sorted(r["noMatchAccepted"] for r in tool["runs"])
                print(f"{os.path.basename(corpus['corpus'])}: {tool['tool']}: {len(tool['runs'])} trainings, "
                      f"in-scope right {rights}, noMatch accepted {accepts} at >{tool['threshold']} (median shown)")
            if tool.get("eval"):
                e = tool["eval"]
                fmt = lambda x: "-" if x is None else f"{x:.4f}"
                print(f"{os.path.basename(corpus['corpus'])}: route-eval eval: intentAccuracy {fmt(e['intentAccuracy'])}, "
                      f"falseAcceptRate {fmt(e['falseAcceptRate'])}, in-scope intentAccuracy "
                      f"{fmt(e['inScopeIntentAccuracy'])}, routed right {e['routedRight']}/{e['labelledRouted']}, "
                      f"false accepts {e['falseAccepts']}/{e['labelledNoMatch']}, p50 {e['latencyP50']} µs")


def package_version(name):
    try:
        return version(name)
    except PackageNotFoundError:
        return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", nargs="+", default=None, help="corpus files (default: the four skills corpora)")
    parser.add_argument("--peers", default=",".join(ALL_PEERS), help="comma-separated: " + ", ".join(ALL_PEERS))
    parser.add_argument("--route-eval", default=None, help="route-eval binary: also run ours")
    parser.add_argument("--thresholds", default="0.5,0.8", help="confidence thresholds (conf > t), comma-separated")
    parser.add_argument("--pool-sample", type=int, default=10,
                        help="lines per corpus also run through padacioso's own calc_intent (0: none)")
    parser.add_argument("--jobs", type=int, default=1, help="processes for padacioso-fuzz (default 1)")
    parser.add_argument("--padatious-trainings", type=int, default=5,
                        help="independent padatious trainings, each scored (default 5)")
    parser.add_argument("--skills", default=os.path.join(ROOT, "Corpora/skills"))
    parser.add_argument("--apps", default=os.path.join(ROOT, "Corpora/skills-apps"))
    parser.add_argument("--work-dir", default=None, help="scratch folder (default: a temporary one)")
    parser.add_argument("--json", default=None, help="write the full report here")
    args = parser.parse_args()

    peers = [p for p in args.peers.split(",") if p]
    for p in peers:
        if p not in ALL_PEERS:
            parser.error(f"unknown peer {p!r}")
    thresholds = [float(t) for t in args.thresholds.split(",") if t]
    corpora = args.corpus or [os.path.join(ROOT, c) for c in DEFAULT_CORPORA]
    work = args.work_dir or tempfile.mkdtemp(prefix="skills-peers-")
    os.makedirs(work, exist_ok=True)

    manifests = load_manifests(args.apps)
    intents, entities, problems = load_skill_data(args.skills, manifests)
    for problem in problems:
        log("warning:", problem)
    served = {(i["app"], i["intent"]) for i in intents}
    report = {
        "kind": "skills-peers", "thresholds": thresholds, "lowercased": True,
        "versions": {"padacioso": package_version("padacioso"), "padatious": package_version("padatious"),
                     "fann2": package_version("fann2"), "python": sys.version.split()[0]},
        "served": {"intents": len(served), "apps": len({a for a, _ in served}),
                   "manifestIntents": sum(len(m["intents"]) for m in manifests.values()),
                   "manifestApps": len(manifests), "entities": [e["name"] for e in entities],
                   "mapping": [{"file": i["file"], "name": i["name"]} for i in intents]},
        "corpora": [],
    }
    if args.route_eval:
        out = subprocess.run([args.route_eval, "--version"], capture_output=True, text=True)
        report["versions"]["route-eval"] = out.stdout.strip().split()[-1] if out.stdout.strip() else None

    # Peers are built once (padatious once per training).
    built = {}
    for name in peers:
        log(f"building {name}")
        try:
            if name == "padatious":
                built[name] = [Padatious(intents, entities, os.path.join(work, f"padatious-cache-{run}"))
                               for run in range(max(1, args.padatious_trainings))]
                report["padatiousTrainSeconds"] = [model.train_seconds for model in built[name]]
            else:
                built[name] = Padacioso(intents, entities, fuzz=(name == "padacioso-fuzz"))
        except ImportError as error:
            log(f"note: {name} not available ({error}); skipped")
            report.setdefault("skipped", {})[name] = str(error)

    pad_apps = None
    if args.route_eval:
        pad_apps = os.path.join(work, "skills-apps-padatious-only")
        report["served"]["oursPadIntents"] = pad_only_manifests(manifests, served, pad_apps)

    for corpus in corpora:
        lines = load_corpus(corpus)
        label = os.path.relpath(corpus, ROOT) if corpus.startswith(ROOT) else corpus
        entry = {"corpus": label, "lines": len(lines), "tools": []}
        log(f"{label}: {len(lines)} lines")
        if args.route_eval:
            log(f"{label}: route-eval eval and route")
            evaluation = eval_report(args.route_eval, args.apps, corpus)
            routes, mean = stream_routes(args.route_eval, args.apps, lines)
            ours = {"tool": "ours", **score(lines, routes), "usPerLineMean": mean,
                    "usPerLineP50": evaluation["latencyP50"], "eval": evaluation}
            ours["evalAgrees"] = (ours["inScopeRight"] == evaluation["routedRight"]
                                  and ours["noMatchAccepted"] == evaluation["falseAccepts"])
            if not ours["evalAgrees"]:
                log(f"note: {label}: the route stream scores {ours['inScopeRight']} right and "
                    f"{ours['noMatchAccepted']} accepted, eval {evaluation['routedRight']} and {evaluation['falseAccepts']}")
            entry["tools"].append(ours)
            routes, mean = stream_routes(args.route_eval, pad_apps, lines)
            entry["tools"].append({"tool": "ours-pad", **score(lines, routes, served), "usPerLineMean": mean,
                                   "usPerLineP50": None})
        for name in peers:
            if name not in built:
                continue
            log(f"{label}: {name}")
            start = time.perf_counter()
            models = built[name] if isinstance(built[name], list) else [built[name]]
            runs = [run_peer(name, model, lines, intents, entities, args.jobs) for model in models]
            log(f"{label}: {name} took {time.perf_counter() - start:.1f} s")
            sample = None
            if name.startswith("padacioso") and args.pool_sample > 0:
                log(f"{label}: {name} library calc_intent on {args.pool_sample} lines")
                sample = pool_sample(built[name], lines, runs[0][0], args.pool_sample)
            micros = [m for _, run_micros in runs for m in run_micros]
            for threshold in thresholds:
                scores = [score(lines, thresholded(bests, threshold), served) for bests, _ in runs]
                tool = {"tool": name, "threshold": threshold, **scores[0], **timing(micros)}
                if len(scores) > 1:
                    for key in ("inScopeRight", "noMatchAccepted"):
                        tool[key] = int(statistics.median_low(s[key] for s in scores))
                    tool["runs"] = scores
                if sample and threshold == thresholds[0]:
                    tool["poolSample"] = sample
                entry["tools"].append(tool)
        report["corpora"].append(entry)

    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(report, f, ensure_ascii=False, indent=1)
    print_table(report)
    if not args.work_dir:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
