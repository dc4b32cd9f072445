"""Per-model means of the issue-36 format fixtures (and of the real files in ../shared/real when
they are there), read the plain Python way: csv, json, zipfile + xml.etree, and a small Parquet
reader from the specification (parquet_read.py). The golden test imports each file with the app's
proposed mapping and compares its per-model means with these.

    python3 scripts/golden/make_formats_golden.py   # writes tests/fixtures/golden/formats-golden.json

Each mean is a model's mean over the items it has a score for, one score per item and model:
- European CSV: `;` between cells, `0,85` as 0.85;
- promptfoo: `score` per (test, provider); results ending in an error (failureReason 2) left out;
- arena-hard judgments: per question the mean over its settled games of the model's outcome
  against the baseline (win 1, tie 0.5, loss 0; game 1 shows the baseline as A, game 2 the model);
- Every Eval Ever: `evaluation.score` per sample;
- lighteval: the `acc` metric (struct field, or the Python dict written as text) per row;
- Parquet tables: the wide table's columns; the long table's `correct` per model;
- LiveCodeBench: `pass@1` / 100 per problem;
- xlsx: the Scores sheet's model columns.
"""
import ast
import csv
import glob
import json
import os
import pathlib
import sys
import zipfile
import xml.etree.ElementTree as ET
from collections import defaultdict

sys.path.insert(0, os.path.dirname(__file__))
from parquet_read import read_parquet  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
F = ROOT / "tests" / "fixtures" / "formats"
REAL = ROOT.parent / "shared" / "real"
OUT = ROOT / "tests" / "fixtures" / "golden" / "formats-golden.json"


def means(cells):
    """cells: {(item, model): value or None} -> {model: mean over its non-missing cells}."""
    sums, ns = defaultdict(float), defaultdict(int)
    for (_, model), v in cells.items():
        if v is None:
            continue
        sums[model] += v
        ns[model] += 1
    return {m: sums[m] / ns[m] for m in sums}


def european():
    rows = list(csv.reader(open(F / "european" / "noten.csv", encoding="utf-8"), delimiter=";"))
    header = rows[0]
    cells = {}
    for r in rows[1:]:
        for c in range(2, len(header)):
            cells[(r[0], header[c])] = float(r[c].replace(",", "."))
    return means(cells)


def promptfoo():
    doc = json.load(open(F / "promptfoo" / "support-eval.json"))
    cells = {}
    for r in doc["results"]["results"]:
        p = r["provider"]
        model = p.get("label") or p["id"]
        if r.get("failureReason") == 2:
            cells.setdefault((r["testIdx"], model), None)
            continue
        cells[(r["testIdx"], model)] = r["score"]
    return means(cells)


A_SCORE = {"A>>B": 1, "A>B": 1, "A=B": 0.5, "B>A": 0, "B>>A": 0,
           "A<<B": 0, "A<B": 0, "B=A": 0.5, "B<A": 1, "B<<A": 1}


def arena(files):
    cells = {}
    for path in files:
        for line in open(path, encoding="utf-8"):
            if not line.strip():
                continue
            row = json.loads(line)
            outcomes = []
            for g, game in enumerate(row["games"]):
                if not game or game.get("score") is None:
                    continue
                a = A_SCORE[game["score"]]
                outcomes.append(1 - a if g % 2 == 0 else a)
            q = row.get("question_id", row.get("uid"))
            cells[(q, row["model"])] = sum(outcomes) / len(outcomes) if outcomes else None
    return means(cells)


def every_eval_ever():
    cells = {}
    for path in sorted(glob.glob(str(F / "every-eval-ever" / "**" / "*_samples.jsonl"), recursive=True)):
        for line in open(path):
            r = json.loads(line)
            cells[(r["evaluation_name"] + "/" + r["sample_id"], r["model_id"])] = r["evaluation"]["score"]
    return means(cells)


def lighteval():
    nested = glob.glob(str(F / "lighteval" / "details" / "**" / "*.parquet"), recursive=True)[0]
    flat = glob.glob(str(F / "lighteval" / "details_org__model-b" / "**" / "*.parquet"), recursive=True)[0]
    a = read_parquet(nested, ["metric.acc"])["metric.acc"]
    b = [float(ast.literal_eval(m)["acc"]) for m in read_parquet(flat, ["metrics"])["metrics"]]
    return {"org/model-a": sum(a) / len(a), "org/model-b": sum(b) / len(b)}


def parquet_wide():
    names = ["alpha", "beta", "gamma", "delta", "epsilon"]
    cols = read_parquet(str(F / "parquet" / "wide-scores.parquet"), names)
    out = {}
    for m in names:
        vals = [v for v in cols[m] if v is not None]
        out[m] = sum(vals) / len(vals)
    return out


def parquet_long():
    cols = read_parquet(str(F / "parquet" / "long-gzip.parquet"), ["question_id", "model", "correct"])
    cells = {(q, m): v for q, m, v in zip(cols["question_id"], cols["model"], cols["correct"])}
    return means(cells)


def livecodebench(path):
    doc = json.load(open(path))
    cells = {(p["question_id"], p["model"]): p["pass@1"] / 100 for p in doc["performances"]}
    return means(cells)


def xlsx():
    ns = {"s": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}
    with zipfile.ZipFile(F / "xlsx" / "scores.xlsx") as z:
        strings = [si.findtext("s:t", namespaces=ns) for si in ET.fromstring(z.read("xl/sharedStrings.xml")).findall("s:si", ns)]
        sheet = ET.fromstring(z.read("xl/worksheets/sheet2.xml"))
    rows = []
    for row in sheet.find("s:sheetData", ns).findall("s:row", ns):
        cells = []
        for c in row.findall("s:c", ns):
            v = c.findtext("s:v", namespaces=ns)
            cells.append(strings[int(v)] if c.get("t") == "s" else float(v))
        rows.append(cells)
    header = rows[0]
    cells = {(r[0], header[k]): r[k] for r in rows[1:] for k in range(2, len(header))}
    return means(cells)


def main():
    judgments = sorted(glob.glob(str(F / "arena-hard" / "**" / "model_judgment" / "**" / "*.jsonl"), recursive=True))
    golden = {
        "fixtures": {
            "european/noten.csv": european(),
            "promptfoo/support-eval.json": promptfoo(),
            "arena-hard": arena(judgments),
            "every-eval-ever": every_eval_ever(),
            "lighteval": lighteval(),
            "parquet/wide-scores.parquet": parquet_wide(),
            "parquet/long-gzip.parquet": parquet_long(),
            "livecodebench/performances_generation.json": livecodebench(F / "livecodebench" / "performances_generation.json"),
            "xlsx/scores.xlsx": xlsx(),
        },
        "real": {},
    }
    lcb = REAL / "livecodebench" / "raw" / "performances_generation.json"
    if lcb.exists():
        golden["real"]["livecodebench/raw/performances_generation.json"] = livecodebench(lcb)
    ko = sorted(glob.glob(str(REAL / "ko_arena_hard" / "raw" / "model_judgment_ensemble" / "*.jsonl")))
    if ko:
        golden["real"]["ko_arena_hard/raw/model_judgment_ensemble"] = arena(ko)
    OUT.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
