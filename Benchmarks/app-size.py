#!/usr/bin/env python3
"""What Livery and LiveryUI add to the size of an iOS app, in bytes.

    Benchmarks/app-size.py                 # the sizes, and the goal (at most 1 MiB added)
    Benchmarks/app-size.py --json          # the same as one JSON line
    Benchmarks/app-size.py --breakdown 25  # also where the bytes go (sections, kinds, types)
    Benchmarks/app-size.py --keep DIR      # keep the two executables (unstripped and stripped)
    Benchmarks/app-size.py --check         # exit 1 when more than the goal is added

Method (issue 29, "Size in an app"): Livery and LiveryUI are compiled as an app's release build
compiles them, for arm64-apple-ios17.0 with `-O -wmo` against Apple's real iOS 17.4 SDK
(../shared/tools/apple-sdk-typecheck, through Scripts/check-real-sdk's helpers and flags). Two
one-label apps, each a `main.swift` compiled with `-O -wmo`, are linked with `-dead_strip` against
the SDK's .tbd stubs by Debian's ld64.lld (lld-16, as `check-real-sdk link` links), then stripped
(`llvm-strip`, or the toolchain's `llvm-objcopy --strip-all`, the same operation): the app alone
sets a UILabel's text colour directly; the app with Livery themes it in one line
(`label.livery.setTextColor("color.text")`). What Livery adds is the difference of the two files.
Nothing runs the executables (no device here); iOS 17.4 symbols the libraries need and the SDK
does not export fail the link unless check-real-sdk's ALLOWED_UNDEFINED says why each is safe.

The modules' objects are kept in .build-apple-sdk/app-size under a digest of their sources, flags
and toolchain, so a second run with unchanged sources only links (seconds). A first run compiles
Livery (about 2.5 minutes on 2 cores) and LiveryUI (about 30 s), and the SDK's modules if
check-real-sdk has not built them yet.
"""
from __future__ import annotations

import argparse
import collections
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load_check_real_sdk():
    """Scripts/check-real-sdk (a Python script without the .py suffix) as a module: its compiler
    wrapper, flags, linker and the undefined symbols it documents as safe are reused as they are."""
    sys.dont_write_bytecode = True  # no __pycache__ beside the script
    path = os.path.join(ROOT, "Scripts", "check-real-sdk")
    loader = importlib.machinery.SourceFileLoader("check_real_sdk", path)
    spec = importlib.util.spec_from_loader("check_real_sdk", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


sdk = load_check_real_sdk()

GOAL = 1_048_576  # 1 MiB added, at most (issue 29)
# An app's release build: optimised, whole module. -O is what Xcode's Release uses (not -Osize).
OPTIMIZE = ["-O", "-wmo"]
MODULES = [("Livery", []), ("LiveryUI", ["Livery"])]
TOOLCHAIN_BIN = os.path.dirname(os.path.realpath(shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"))

APP_ALONE = """import UIKit

let label = UILabel()
label.text = "Hello"
label.textColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
"""
APP_WITH_LIVERY = """import Livery
import LiveryUI
import UIKit

let label = UILabel()
label.text = "Hello"
label.livery.setTextColor("color.text")
"""


class Failure(Exception):
    pass


def apt_install(package):
    print(f"app-size: installing {package} (apt-get)", file=sys.stderr)
    for command in (["apt-get", "update"], ["apt-get", "install", "-y", "--no-install-recommends", package]):
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            raise Failure(f"{' '.join(command)} failed:\n{result.stderr}")


def linker():
    if not os.path.exists(sdk.LLD):
        apt_install("lld-16")
    return sdk.LLD


def stripper():
    """A stripper that reads arm64 Mach-O: llvm-strip (Debian's llvm-16 or a toolchain's), else the
    toolchain's llvm-objcopy, which is the same program (`--strip-all`), else llvm-16 from apt."""
    for name in ("llvm-strip-16", "llvm-strip"):
        found = shutil.which(name) or (os.path.join(TOOLCHAIN_BIN, name) if os.path.exists(os.path.join(TOOLCHAIN_BIN, name)) else None)
        if found:
            return [found, "--strip-all"]
    objcopy = os.path.join(TOOLCHAIN_BIN, "llvm-objcopy")
    if os.path.exists(objcopy):
        return [objcopy, "--strip-all"]
    apt_install("llvm-16")
    return ["/usr/bin/llvm-strip-16", "--strip-all"]


def build_modules(out):
    """Livery and LiveryUI as an app's release build compiles them (`-O -wmo`, one object each, and
    the module interface LiveryUI and the app import), kept under a digest of what they came from."""
    for name, dependencies in MODULES:
        files = sdk.swift_files(os.path.join(ROOT, "Sources", name))
        digest = hashlib.sha256(sdk.files_digest(files).encode())
        digest.update(" ".join(sdk.SWIFT_FLAGS + OPTIMIZE).encode())
        digest.update(sdk.toolchain_identity().encode())
        for dependency in dependencies:
            digest.update(sdk.file_digest(os.path.join(out, dependency + ".swiftmodule")).encode())
        kept = os.path.join(sdk.CACHE, "app-size", f"{name}-{digest.hexdigest()[:20]}")
        products = [name + ".o", name + ".swiftmodule"]
        if not all(os.path.exists(os.path.join(kept, p)) for p in products):
            print(f"app-size: compiling {name} for {sdk.TARGET} with {' '.join(OPTIMIZE)} ({len(files)} files)",
                  file=sys.stderr)
            os.makedirs(kept, exist_ok=True)
            status, output = sdk.swiftc("-c", *OPTIMIZE, "-module-name", name, "-I", out, *sdk.SWIFT_FLAGS,
                                        "-emit-module", "-emit-module-path", os.path.join(kept, name + ".swiftmodule"),
                                        "-o", os.path.join(kept, name + ".o"), *files)
            if status != 0:
                shutil.rmtree(kept, ignore_errors=True)
                raise Failure(f"{name} does not compile for {sdk.TARGET}:\n{output}")
            # Only the newest three builds of each module are kept.
            parent = os.path.dirname(kept)
            builds = sorted((os.path.join(parent, d) for d in os.listdir(parent) if d.rsplit("-", 1)[0] == name),
                            key=os.path.getmtime, reverse=True)
            for old in builds[3:]:
                shutil.rmtree(old, ignore_errors=True)
        for product in products:
            shutil.copy2(os.path.join(kept, product), os.path.join(out, product))
    return [os.path.join(out, name + ".o") for name, _ in MODULES]


def link_app(work, name, source, objects, strip):
    """Compiles a one-file app (`-O -wmo`) and links it with `objects`, dead-stripped, against the
    SDK's stubs; returns the executable and its stripped copy."""
    folder = os.path.join(work, name)
    os.makedirs(folder, exist_ok=True)
    main = os.path.join(folder, "main.swift")
    with open(main, "w") as f:
        f.write(source)
    executable = os.path.join(folder, "App")
    allowed = []
    for symbol in sorted(sdk.ALLOWED_UNDEFINED):
        allowed += ["-Xlinker", "-U", "-Xlinker", symbol]
    status, output = sdk.swiftc(*OPTIMIZE, "-swift-version", "6", "-module-name", "App", "-I", work,
                                "-ld-path=" + linker(), "-Xclang-linker", "-mlinker-version=705",
                                "-Xlinker", "-dead_strip", *allowed, "-o", executable, main, *objects)
    if status != 0 or not os.path.exists(executable):
        raise Failure(f"the {name} app does not link for {sdk.TARGET}:\n{output}")
    stripped = executable + ".stripped"
    result = subprocess.run([*strip, executable, "-o", stripped], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    if result.returncode != 0:
        raise Failure(f"{' '.join(strip)} failed:\n{result.stdout}")
    return executable, stripped


# MARK: where the bytes go


def sections(binary):
    """(name, size, address) of every section, from llvm-objdump --section-headers."""
    found = []
    output = subprocess.run([os.path.join(TOOLCHAIN_BIN, "llvm-objdump"), "--section-headers", binary],
                            capture_output=True, text=True).stdout
    for line in output.splitlines():
        match = re.match(r"\s*\d+\s+(\S+)\s+([0-9a-f]+)\s+([0-9a-f]+)\s+(\S+)", line)
        if match:
            found.append((match.group(1), int(match.group(2), 16), int(match.group(3), 16), match.group(4)))
    return found


def symbols(binary):
    """(size, section, mangled, demangled) of every defined symbol of an unstripped executable; a
    Mach-O symbol has no size, so each runs to the next symbol or the end of its section."""
    table = sections(binary)
    output = subprocess.run([os.path.join(TOOLCHAIN_BIN, "llvm-nm"), "-n", "--defined-only", binary],
                            capture_output=True, text=True).stdout
    entries = []
    for line in output.splitlines():
        parts = line.split(None, 2)
        if len(parts) == 3:
            entries.append((int(parts[0], 16), parts[2]))
    rows = []
    for i, (address, name) in enumerate(entries):
        section = next((s for s in table if s[2] <= address < s[2] + s[1]), None)
        if section is None:
            continue
        end = section[2] + section[1]
        if i + 1 < len(entries):
            end = min(end, max(address, entries[i + 1][0]))
        rows.append((end - address, section[0], name))
    demangled = subprocess.run([os.path.join(TOOLCHAIN_BIN, "swift-demangle"), "--compact"],
                               input="\n".join(r[2] for r in rows), capture_output=True, text=True).stdout.splitlines()
    if len(demangled) != len(rows):
        demangled = [r[2] for r in rows]
    return [(size, section, name, plain) for (size, section, name), plain in zip(rows, demangled)]


def module_of(name, plain):
    if name.startswith("_$s8LiveryUI"):
        return "LiveryUI"
    if name.startswith("_$s6Livery"):
        return "Livery"
    if "LiveryUI." in plain:
        return "LiveryUI (specialised elsewhere)"
    if "Livery." in plain:
        return "Livery (specialised elsewhere)"
    return "other (standard library, app)"


def kind_of(plain):
    """What the compiler made a function for. A function signature specialisation is the optimised
    copy of a function that replaces it (dead or constant arguments removed): counted as what it
    copies, not as a generic specialisation."""
    if "generic specialization <" in plain:
        return "generic specialisation"
    if "protocol witness for" in plain:
        return "protocol witness thunk"
    if "outlined " in plain:
        return "outlined copy/destroy"
    if re.search(r"value witness|initializeBufferWithCopyOfBuffer|storeEnumTagSinglePayload|getEnumTagSinglePayload|"
                 r"assignWithCopy|assignWithTake|initializeWithCopy|initializeWithTake|destroy value", plain):
        return "value witness"
    if "metadata" in plain:
        return "metadata accessor/completion"
    if re.search(r"\b(init\(from:|encode\(to:|CodingKeys)", plain):
        return "Codable"
    if "closure #" in plain:
        return "closure"
    return "function"


def owner_of(plain):
    """The Livery type a function belongs to (for a specialisation: the function specialised)."""
    body = plain.split("> of ", 1)[1] if "> of " in plain else plain
    match = re.search(r"\b(Livery(?:UI)?)\.([A-Za-z_]\w*)", body)
    if match:
        return f"{match.group(1)}.{match.group(2)}"
    match = re.search(r"\b((?:Swift|Foundation)\.[A-Za-z_]\w*|__C\.\w+)", body)
    return match.group(1) if match else body[:60]


def breakdown(alone, with_livery, top):
    """Where the added bytes go: sections (stripped files), then __text by module, by kind and by
    type (unstripped executable's symbols)."""
    lines = []
    before = collections.Counter()
    for name, size, _, _ in sections(alone[1]):
        before[name] += size
    after = collections.Counter()
    zero_fill = set()
    for name, size, _, kind in sections(with_livery[1]):
        after[name] += size
        if kind == "BSS":
            zero_fill.add(name)
    lines.append("Sections (bytes added, largest first; zero-fill sections take memory, not file bytes):")
    for name, size in sorted(((n, after[n] - before.get(n, 0)) for n in after), key=lambda x: -x[1])[:top]:
        lines.append(f"  {size:>10,}  {name}{'  (zero-fill)' if name in zero_fill else ''}")
    rows = [r for r in symbols(with_livery[0]) if r[1] == "__text"]
    text = sum(r[0] for r in rows)
    for title, key in (("module", lambda r: module_of(r[2], r[3])), ("kind", lambda r: kind_of(r[3])),
                       ("type", lambda r: owner_of(r[3]))):
        counter, count = collections.Counter(), collections.Counter()
        for row in rows:
            counter[key(row)] += row[0]
            count[key(row)] += 1
        lines.append(f"__text by {title} ({text:,} bytes in all; bytes, functions):")
        for name, size in counter.most_common(top):
            lines.append(f"  {size:>10,}  {count[name]:>5}  {name}")
    lines.append("Largest functions:")
    for size, _, _, plain in sorted(rows, reverse=True)[:top]:
        lines.append(f"  {size:>10,}  {plain[:150]}")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="one JSON line")
    parser.add_argument("--breakdown", type=int, nargs="?", const=25, default=0, metavar="N",
                        help="also print where the added bytes go (top N of each grouping, default 25)")
    parser.add_argument("--check", action="store_true", help="exit 1 when more than the goal is added")
    parser.add_argument("--keep", metavar="DIR", help="copy the executables (unstripped and stripped) to DIR")
    options = parser.parse_args()
    if not os.path.exists(sdk.TOOL):
        print(f"app-size: {sdk.TOOL} is missing (the repository is cloned with ../shared beside it)", file=sys.stderr)
        return 2
    try:
        strip = stripper()
        with tempfile.TemporaryDirectory() as work:
            objects = build_modules(work)
            alone = link_app(work, "alone", APP_ALONE, [], strip)
            with_livery = link_app(work, "livery", APP_WITH_LIVERY, objects, strip)
            app = os.path.getsize(alone[1])
            total = os.path.getsize(with_livery[1])
            report = breakdown(alone, with_livery, options.breakdown) if options.breakdown else None
            if options.keep:
                os.makedirs(options.keep, exist_ok=True)
                for name, (unstripped, stripped) in (("alone", alone), ("livery", with_livery)):
                    shutil.copy2(unstripped, os.path.join(options.keep, f"App-{name}"))
                    shutil.copy2(stripped, os.path.join(options.keep, f"App-{name}.stripped"))
    except Failure as failure:
        print(f"app-size: {failure}", file=sys.stderr)
        return 1
    added = total - app
    passed = added <= GOAL
    if options.json:
        print(json.dumps({"target": sdk.TARGET, "app_bytes": app, "app_with_livery_bytes": total, "added_bytes": added,
                          "goal_bytes": GOAL, "pass": passed}))
    else:
        print(f"app alone:                {app:>10,} bytes")
        print(f"app with Livery+LiveryUI: {total:>10,} bytes")
        print(f"added:                    {added:>10,} bytes ({added / 1_048_576:.2f} MiB)")
        print(f"goal:                     {GOAL:>10,} bytes (1 MiB) at most: {'pass' if passed else 'FAIL'}")
    if report:
        print(report, file=sys.stderr if options.json else sys.stdout)
    return 1 if options.check and not passed else 0


if __name__ == "__main__":
    sys.exit(main())
