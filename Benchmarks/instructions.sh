#!/usr/bin/env bash
# Instructions per object of Livery's switch and its baselines, counted by Callgrind.
#
#   Benchmarks/instructions.sh                       # one JSON line per scenario
#   Benchmarks/instructions.sh --check FILE          # also fail on a >10% regression against FILE
#   Benchmarks/instructions.sh --write FILE          # write the counts as the new baseline FILE
#
# Instruction counts are deterministic where times are not (this machine is shared and noisy).
# livery-bench --instructions runs each contender twice to warm up, then once between Callgrind
# client requests (Benchmarks/LiveryBenchSupport/callgrind.c): collection is on for that one call
# only (`--collect-atstart=no`), and each call's count goes to its own dump file, named by the
# request (`scenario:contender:n`). Counts are divided by n (objects; reads for lookup).
# Needs valgrind (Debian: apt-get install -y valgrind) and a release build, which this script makes.
set -euo pipefail
cd "$(dirname "$0")/.."

N="${LIVERY_INSTRUCTIONS_N:-10000}"
MODE=""
FILE=""
TOLERANCE="${LIVERY_INSTRUCTIONS_TOLERANCE:-0.10}"
while [ $# -gt 0 ]; do
  case "$1" in
    --check) MODE=check; FILE="$2"; shift 2 ;;
    --write) MODE=write; FILE="$2"; shift 2 ;;
    --n) N="$2"; shift 2 ;;
    *) echo "usage: $0 [--n N] [--check FILE | --write FILE]" >&2; exit 2 ;;
  esac
done

command -v valgrind >/dev/null || { echo "instructions.sh: valgrind not found (apt-get install -y valgrind)" >&2; exit 2; }
swift build -c release --product livery-bench >&2
BIN="$(swift build -c release --show-bin-path)/livery-bench"

OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information Swift 6 writes: count a copy
# without it (the symbol table stays, and counts do not depend on debug information).
strip --strip-debug -o "$OUT/livery-bench" "$BIN"
BIN="$OUT/livery-bench"
for scenario in switch switch_mixed switch_shared bind lookup; do
  # Deterministic hashing: the same dictionary layouts, so the same counts, in every run.
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --collect-atstart=no --dump-line=no \
    --callgrind-out-file="$OUT/$scenario.%p" \
    "$BIN" --instructions --scenario "$scenario" --n "$N" --runs 7 >/dev/null 2>"$OUT/$scenario.log" \
    || { cat "$OUT/$scenario.log" >&2; exit 1; }
done

python3 - "$OUT" "$MODE" "$FILE" "$TOLERANCE" <<'PY'
import glob, json, os, re, sys
out, mode, path, tolerance = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
counts = {}  # scenario -> {contender: (instructions, n)}
for dump in glob.glob(os.path.join(out, "*.*")):
    if dump.endswith(".log") or os.path.basename(dump) == "livery-bench":
        continue
    trigger, total = None, None
    for line in open(dump, errors="replace"):
        if line.startswith("desc: Trigger: Client Request: "):
            trigger = line.split("Client Request: ", 1)[1].strip()
        elif line.startswith("totals:") or (total is None and line.startswith("summary:")):
            total = int(line.split()[1])
    if trigger is None or total is None or trigger.count(":") != 2:
        continue
    scenario, contender, n = trigger.split(":")
    counts.setdefault(scenario, {})[contender.removesuffix("_ns")] = total / int(n)
order = ["switch", "switch_mixed", "switch_shared", "bind", "lookup"]
# The baseline each scenario's floor_instructions_per_object reads.
floor_of = {"switch": "floor", "switch_mixed": "floor", "switch_shared": "floor", "bind": "floor", "lookup": "array"}
livery_of = {"lookup": "token"}
lines = {}
for scenario in order:
    c = counts.get(scenario)
    if not c:
        sys.exit(f"instructions.sh: no counts for {scenario} (is this an x86-64 Linux build under valgrind?)")
    livery = c.get(livery_of.get(scenario, "livery"))
    floor = c.get(floor_of[scenario])
    line = {"scenario": scenario, "livery_instructions_per_object": round(livery, 1),
            "floor_instructions_per_object": round(floor, 1), "ratio_floor": round(livery / floor, 3)}
    if "independent_floor" in c:
        # The issue's independent floor (a fresh 48-byte object stored per object, no conversion).
        line["ratio_independent_floor"] = round(livery / c["independent_floor"], 3)
    if "livery_keypath" in c:
        # Issue 29's goal: key-path bindings within 1.2x of typed-token ones.
        line["ratio_keypath_typed"] = round(c["livery_keypath"] / livery, 3)
    for name, value in sorted(c.items()):
        if name not in (livery_of.get(scenario, "livery"), floor_of[scenario]):
            line[f"{name}_instructions_per_object"] = round(value, 1)
    lines[scenario] = line
    print(json.dumps(line))
# What --check guards: Livery's count in each scenario, and the key-path bindings' (their cost
# rests on the optimiser folding a key path written in the call into a direct store).
checked = ["livery_instructions_per_object", "livery_keypath_instructions_per_object"]
if mode == "write":
    with open(path, "w") as f:
        json.dump({s: {k: lines[s][k] for k in checked + ["floor_instructions_per_object"] if k in lines[s]} for s in order},
                  f, indent=2)
        f.write("\n")
elif mode == "check":
    baseline = json.load(open(path))
    failed = []
    for scenario, expected in baseline.items():
        for key in checked:
            if key not in expected:
                continue
            measured = lines[scenario][key]
            limit = expected[key] * (1 + tolerance)
            status = "ok" if measured <= limit else "REGRESSION"
            name = key.removesuffix("_instructions_per_object")
            print(f"{scenario} {name}: {measured} instructions per object (baseline {expected[key]}, limit {limit:.1f}) {status}", file=sys.stderr)
            if measured > limit:
                failed.append(f"{scenario} {name}")
    if failed:
        sys.exit(f"instructions.sh: more than {tolerance:.0%} above the baseline in {', '.join(failed)}")
PY
