#!/usr/bin/env python3
"""Writes the large DTCG file the scale benchmarks read (Benchmarks/README.md, "At scale").

    Benchmarks/Scale/generate-dtcg.py OUT.json [--groups 850] [--tokens 500] [--seed 27]

850 groups of 500 tokens (425,000, about 27 MB): 60% hex colours, 20% dimensions, 20% aliases to
a colour or dimension written before them (so the file resolves without errors). The same seed
writes the same bytes.
"""
import argparse
import json
import random


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--groups", type=int, default=850)
    parser.add_argument("--tokens", type=int, default=500)
    parser.add_argument("--seed", type=int, default=27)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    colors, dimensions = [], []
    units = ["px", "rem"]
    with open(args.out, "w", encoding="utf-8") as out:
        out.write("{\n")
        for g in range(args.groups):
            group = f"group{g:03d}"
            out.write(f'    "{group}": {{\n')
            for t in range(args.tokens):
                name = f"token{t:03d}"
                path = f"{group}.{name}"
                roll = rng.random()
                if roll < 0.2 and (colors or dimensions):
                    pool = colors if (rng.random() < 0.75 and colors) or not dimensions else dimensions
                    target = pool[rng.randrange(len(pool))]
                    body = {"$value": "{" + target + "}"}
                elif roll < 0.4:
                    body = {"$type": "dimension", "$value": {"value": rng.randrange(0, 400) / 4, "unit": rng.choice(units)}}
                    dimensions.append(path)
                else:
                    body = {"$type": "color", "$value": "#%06x" % rng.randrange(0, 1 << 24)}
                    colors.append(path)
                comma = "," if t + 1 < args.tokens else ""
                out.write(f'      "{name}": {json.dumps(body, separators=(", ", ": "))}{comma}\n')
            out.write("    }" + ("," if g + 1 < args.groups else "") + "\n")
        out.write("}\n")


if __name__ == "__main__":
    main()
