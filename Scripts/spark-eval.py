#!/usr/bin/env python3
"""Evaluates a large corpus with Apache Spark: the corpus is read as text lines, cut into N
partitions of consecutive lines, each partition is evaluated by route-eval on a worker, and the
partitions' JSON reports are merged on the driver (route-eval eval --merge) into the report of
the whole: the same report as one run, but for the latency timings.

usage: Scripts/spark-eval.py [--master URL] [--partitions N] [--keep DIR] --corpus FILE
         [--route-eval PATH] [--format F] [--max-failures N]
         [--min-accuracy R] [--min-exact R] [--max-false-accept R] -- ROUTING-OPTIONS...

  --master URL      Spark master (default: local[*], or the one spark-submit gives)
  --partitions N    partitions to cut the corpus into (default: Spark's default parallelism)
  --keep DIR        keep the partitions' JSON reports in DIR (default: a temporary folder)
  --corpus FILE     the corpus: a path or URI Spark reads (file, hdfs://, s3a://...); a
                    conversation file (control lines, contexts) cannot be split
  --route-eval PATH the route-eval to run (default: route-eval on the PATH, else
                    .build/release/route-eval)
  --format, --max-failures and the gates apply to the merged report; the options after `--`
  (--apps, --project, --now, --exact, --min-confidence, --tie-break) to each partition's evaluation.

Each partition is written to a temporary file on its worker and evaluated with
--origin FILE:LINE (its first line), so failures and bad lines are named as in the whole corpus;
a partition of only blank and comment lines is left out. On a cluster, route-eval and the paths in
the routing options must exist at the same paths on every worker (an identical image or a shared
file system), and the corpus must be readable by every worker; the merge runs on the driver with
the same route-eval. The exit status is the merge's (0, 1 below a gate, 3 nothing to check), or
the first failing partition's (65 a bad line...), 64 for a usage error, 66 when there is no corpus.

Requires pyspark (pip install pyspark) and Java.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

USAGE_ERROR, NO_INPUT = 64, 66


def fail(message, status):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(status)


def parse_arguments(argv):
    if "--" in argv:
        split = argv.index("--")
        argv, routing = argv[:split], argv[split + 1:]
    else:
        routing = []
    parser = argparse.ArgumentParser(
        prog="Scripts/spark-eval.py",
        usage="%(prog)s [--master URL] [--partitions N] [--keep DIR] --corpus FILE [--route-eval PATH]\n"
        "         [--format F] [--max-failures N] [--min-accuracy R] [--min-exact R]\n"
        "         [--max-false-accept R] -- ROUTING-OPTIONS...",
        description="Evaluate a corpus in partitions with Apache Spark and merge the partitions' "
        "reports into the report of the whole (the same as one run, but for the latency timings). "
        "The options after '--' (--apps, --project, --now, --exact, --min-confidence, --tie-break) "
        "go to each partition's 'route-eval eval'.",
        epilog="On a cluster, route-eval and the paths in the routing options must exist at the same "
        "paths on every worker, and the corpus must be readable by every worker. The exit status is "
        "the merge's (0, 1 below a gate, 3 nothing to check), or the first failing partition's.",
    )
    parser.add_argument("--master", metavar="URL", help="Spark master (default: local[*], or the one spark-submit gives)")
    parser.add_argument("--partitions", metavar="N", type=int, help="partitions (default: Spark's default parallelism)")
    parser.add_argument("--keep", metavar="DIR", help="keep the partitions' JSON reports in DIR")
    parser.add_argument("--corpus", metavar="FILE", required=True, help="the corpus (a path or URI Spark reads)")
    parser.add_argument("--route-eval", metavar="PATH", help="route-eval (default: on the PATH, else .build/release/route-eval)")
    parser.add_argument("--format", metavar="F", help="format of the merged report: text (default), json, markdown, junit, html")
    parser.add_argument("--max-failures", metavar="N", help="failures listed in the merged report")
    parser.add_argument("--min-accuracy", metavar="R", help="gate: minimum intent accuracy (0.9 or 90%%)")
    parser.add_argument("--min-exact", metavar="R", help="gate: minimum exact-match rate")
    parser.add_argument("--max-false-accept", metavar="R", help="gate: maximum false-accept rate")
    try:
        arguments = parser.parse_args(argv)
    except SystemExit as exit:
        sys.exit(USAGE_ERROR if exit.code == 2 else exit.code)
    if arguments.partitions is not None and arguments.partitions < 1:
        fail("--partitions takes a number of partitions (1 or more)", USAGE_ERROR)
    return arguments, routing


def default_route_eval():
    found = shutil.which("route-eval")
    if found:
        return found
    return os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "route-eval"))


def holds_text(line):
    """Whether route-eval eval reads the line as more than a blank or comment line."""
    return len(line.encode("utf-8")) > (1 << 20) or (line.strip(" \t\r") != "" and not line.startswith("//"))


def evaluate_partitions(route_eval, routing, corpus, max_failures):
    """The function each partition runs: (partition, status, JSON report, standard error)."""

    def evaluate(index, rows):
        first = None
        text = False
        with tempfile.NamedTemporaryFile("wb", prefix="route-eval-part-", suffix=".jsonl", delete=False) as part:
            try:
                for number, line in rows:
                    if first is None:
                        first = number + 1
                    text = text or holds_text(line)
                    part.write(line.encode("utf-8", "surrogateescape") + b"\n")
                part.close()
                if first is None or not text:
                    return
                command = [route_eval, "eval", *routing, "--corpus", part.name, "--origin", f"{corpus}:{first}",
                           "--format", "json", "--max-failures", str(max_failures)]
                try:
                    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                except OSError as error:
                    yield index, 127, b"", f"error: cannot run '{route_eval}': {error.strerror}\n".encode()
                    return
                yield index, done.returncode, done.stdout, done.stderr
            finally:
                os.unlink(part.name)

    return evaluate


def main():
    arguments, routing = parse_arguments(sys.argv[1:])
    route_eval = arguments.route_eval or default_route_eval()
    merge_options = []
    for option in ["format", "max_failures", "min_accuracy", "min_exact", "max_false_accept"]:
        value = getattr(arguments, option)
        if value is not None:
            merge_options += ["--" + option.replace("_", "-"), value]
    # Each partition's failures bound is the merged report's, so the merge lists what one run would.
    max_failures = arguments.max_failures
    if max_failures is None:
        max_failures = 50 if (arguments.format or "text") in ("text", "markdown") else 1000

    # The merge options are checked before Spark starts: a merge of no report is nothing to check (3).
    try:
        check = subprocess.run([route_eval, "eval", "--merge", *merge_options], capture_output=True)
    except OSError as error:
        fail(f"cannot run '{route_eval}': {error.strerror} (--route-eval PATH names it)", 127)
    if check.returncode == USAGE_ERROR:
        sys.stderr.buffer.write(check.stderr)
        sys.exit(USAGE_ERROR)

    from pyspark import SparkConf, SparkContext

    conf = SparkConf().setAppName("route-eval").set("spark.ui.showConsoleProgress", "false")
    if arguments.master or not conf.contains("spark.master"):
        conf.setMaster(arguments.master or "local[*]")
    if conf.get("spark.master").startswith("local"):
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    context = SparkContext(conf=conf)
    context.setLogLevel("ERROR")
    try:
        partitions = arguments.partitions or context.defaultParallelism
        # Lines end at '\n' only, as route-eval reads them (a '\r' before it is kept and dropped there).
        try:
            lines = context.newAPIHadoopFile(
                arguments.corpus, "org.apache.hadoop.mapreduce.lib.input.TextInputFormat",
                "org.apache.hadoop.io.LongWritable", "org.apache.hadoop.io.Text",
                conf={"textinputformat.record.delimiter": "\n"}).values()
            total = lines.count()
        except Exception as error:  # the corpus cannot be read
            if "does not exist" in str(error):
                fail(f"no such file '{arguments.corpus}'", NO_INPUT)
            raise
        size = max(1, -(-total // partitions))
        numbered = lines.zipWithIndex().map(lambda pair: (pair[1], pair[0]))
        parts = numbered.repartitionAndSortWithinPartitions(partitions, lambda number: number // size)
        results = parts.mapPartitionsWithIndex(
            evaluate_partitions(route_eval, routing, arguments.corpus, max_failures)).collect()
    finally:
        context.stop()

    results.sort(key=lambda result: result[0])
    shown = set()
    for _, _, _, errors in results:
        if errors and errors not in shown:
            shown.add(errors)
            sys.stderr.buffer.write(errors)
    sys.stderr.flush()
    for _, status, _, _ in results:
        if status != 0:
            sys.exit(status)
    if not results:
        # No partition to evaluate (an empty corpus, or only blank and comment lines).
        if os.path.isfile(arguments.corpus):
            sys.exit(subprocess.run([route_eval, "eval", *routing, "--corpus", arguments.corpus, *merge_options]).returncode)
        fail(f"nothing to check: '{arguments.corpus}' holds no utterance", 3)

    folder = arguments.keep or tempfile.mkdtemp(prefix="spark-eval-")
    os.makedirs(folder, exist_ok=True)
    try:
        reports = []
        for index, _, report, _ in results:
            reports.append(os.path.join(folder, f"part-{index:05d}.json"))
            with open(reports[-1], "wb") as file:
                file.write(report)
        sys.stdout.flush()
        sys.exit(subprocess.run([route_eval, "eval", "--merge", *reports, *merge_options]).returncode)
    finally:
        if not arguments.keep:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
