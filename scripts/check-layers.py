#!/usr/bin/env python3
"""Checks the module layers: no import circle between the files of the app
(src/) or of any crate (crates/*/src/); in the app, every import between the
shell's rooms is one the table ROOMS allows, and a game imports only the
shell's door (`shell::kit`) and itself.

Every `crate::…` and `super::…` path in a file is an edge to the file of the
module it names (the deepest module of the path that is a file). Prints the
files in import circles (strongly connected components of more than one file)
and every edge the table does not allow; exits 1 when there is any.

    python3 scripts/check-layers.py            # check
    python3 scripts/check-layers.py --stats    # also lines per room and figures
    python3 scripts/check-layers.py --table    # the table, as ARCHITECTURE.md prints it

Every run also checks that ARCHITECTURE.md prints the room table and the
figures as they are now (its figures block, after "check-layers.py --stats").
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")


def module_files(root=ROOT):
    """Maps a module path (tuple of names; () is the crate root) to its file."""
    mods = {}
    for dirpath, _, files in os.walk(root):
        rel = os.path.relpath(dirpath, root)
        parts = () if rel == "." else tuple(rel.split(os.sep))
        for f in files:
            if not f.endswith(".rs"):
                continue
            name = f[:-3]
            if name in ("lib", "main") and parts == ():
                mods.setdefault((), os.path.join(dirpath, f))
            elif name == "mod":
                mods[parts] = os.path.join(dirpath, f)
            else:
                mods[parts + (name,)] = os.path.join(dirpath, f)
    return mods


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(line.split("//", 1)[0] for line in text.splitlines())


PATH = re.compile(r"\b(crate|super)((?:::\s*\w+)+|::\s*\{)")


def expand_use_groups(text):
    """`use crate::{a, b::c}` → `crate::a crate::b::c` (one level of braces)."""
    def repl(m):
        head, body = m.group(1), m.group(2)
        items = [i.strip() for i in body.split(",") if i.strip()]
        return " ".join(f"{head}::{i.split('::{')[0]}" for i in items)
    for _ in range(3):
        text = re.sub(r"\b((?:crate|super)(?:::\w+)*)::\{([^{}]*)\}", repl, text)
    return text


def edges(mods):
    out = {f: set() for f in mods.values()}
    for mod, f in mods.items():
        text = expand_use_groups(strip_comments(open(f, encoding="utf-8").read()))
        # `pub(in crate::shell)` names a visibility, not an import.
        text = re.sub(r"pub\(in [\w:]+\)", "pub", text)
        for m in re.finditer(r"\b(crate|super(?:::super)*)((?:::\w+)+)", text):
            start = m.group(1)
            names = [n for n in m.group(2).split("::") if n]
            # `super` is the parent of the file's own module (for `mod.rs` too).
            k = start.count("super")
            base = () if start == "crate" else mod[: max(len(mod) - k, 0)]
            path = tuple(base)
            target = None
            for n in names:
                path = path + (n,)
                if path in mods:
                    target = mods[path]
                else:
                    break
            if target is None and base in mods and start != "crate":
                target = mods[base]
            if target and target != f:
                out[f].add(target)
        # A path from a child module (`session::Session` in `mod.rs`).
        for m in re.finditer(r"(?<![:\w])(\w+)::\w", text):
            child = mod + (m.group(1),)
            if child in mods and mods[child] != f:
                out[f].add(mods[child])
    return out


def sccs(graph):
    index, low, stack, on, result = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            result.append(comp)

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return result


# Which room may import which (besides itself). A room is a folder of
# src/shell/ (or `kit`, the door, `src/shell/kit.rs`; `shell`, its `mod.rs`).
# The core rooms come first, each importing only rooms above it; the feature
# rooms (net, lab, replay) import core rooms, and no core room imports a
# feature: `app` (each game's entry) wires them in.
ROOMS = {
    "frame": (),
    "plug": ("frame",),
    "store": ("frame", "plug"),
    "bots": ("frame", "plug", "store"),
    "setup": ("frame", "plug", "store"),
    "table": ("frame", "plug", "store", "bots", "setup"),
    "kit": ("frame", "plug", "store", "table"),
    "net": ("frame", "plug", "store", "table"),
    "replay": ("frame", "plug", "store", "table"),
    "campaign": ("frame", "plug", "store"),
    "lab": ("frame", "plug", "store", "bots", "setup", "replay", "campaign"),
    "app": ("frame", "plug", "store", "bots", "setup", "table", "net", "replay", "lab", "campaign"),
    "shell": ("frame", "plug", "app"),
}
FEATURES = ("net", "lab", "replay", "campaign")
# Outside the shell: a game (src/games/<game>/) imports only the door; the
# list of games (src/games/mod.rs) the door, each game's entry and the games;
# the crate's roots and binaries anything.
OUTSIDE = {
    "game": ("kit",),
    "games": ("kit", "app", "game"),
    "top": None,
}


def layer(f):
    """(room, game): the room of file `f`, and its game for a game's file."""
    rel = os.path.relpath(f, ROOT).split(os.sep)
    if rel[0] == "shell":
        if len(rel) == 2:
            return ("shell" if rel[1] == "mod.rs" else rel[1][:-3], None)
        return (rel[1], None)
    if rel[0] == "games" and len(rel) > 2:
        return ("game", rel[1])
    if rel[0] == "games":
        return ("games", None)
    return ("top", None)


def allowed(lf, lt):
    """True when a file of layer `lf` may import one of layer `lt`."""
    if lf == lt:
        return True
    if lf[0] in ROOMS:
        return lt[0] in ROOMS[lf[0]]
    allow = OUTSIDE.get(lf[0])
    if allow is None:
        return lf[0] == "top"
    if lf[0] == "game" and lt[0] == "game":
        return False
    return lt[0] in allow


def table_markdown():
    """The room table as a Markdown table."""
    rows = ["| room | may import |", "|---|---|"]
    for room, allow in ROOMS.items():
        kind = " (feature)" if room in FEATURES else ""
        rows.append(f"| `{room}`{kind} | {', '.join(f'`{a}`' for a in allow) or '(none)'} |")
    rows.append("| a game (`src/games/<game>/`) | `kit` only, and itself |")
    rows.append("| the list of games (`src/games/mod.rs`) | `kit`, `app`, each game |")
    return "\n".join(rows)


def longest_chain(graph):
    """The longest import chain (in files) of the acyclic file graph."""
    memo = {}

    def depth(v):
        if v not in memo:
            memo[v] = 0
            memo[v] = 1 + max((depth(w) for w in graph[v]), default=0)
        return memo[v]

    return max((depth(v) for v in graph), default=0)


def figures(mods, graph):
    """The figures ARCHITECTURE.md prints, one line each."""
    rel = lambda f: os.path.relpath(f, os.path.join(ROOT, ".."))
    shell = os.path.join(ROOT, "shell")
    lines = {f: sum(1 for _ in open(f, encoding="utf-8")) for f in mods.values()}
    big = max((f for f in lines if f.startswith(shell)), key=lambda f: lines[f])
    game_targets = {t for f, ts in graph.items() if layer(f)[0] == "game" for t in ts if layer(t)[0] in ROOMS}
    core_to_feature = sum(
        1 for f, ts in graph.items() for t in ts
        if layer(f)[0] in ROOMS and layer(f)[0] not in FEATURES + ("app", "shell")
        and layer(t)[0] in FEATURES
    )
    return [
        f"top-level entries in src/shell/: {len(os.listdir(shell))}",
        f"shell modules a game imports: {len(game_targets)}",
        f"longest import chain: {longest_chain(graph)} files",
        f"core-to-feature imports: {core_to_feature}",
        f"largest shell file: {rel(big)} ({lines[big]} lines)",
    ]


DOC = os.path.join(ROOT, "..", "ARCHITECTURE.md")


def doc_problems(now):
    """Where ARCHITECTURE.md's room table or figures block differ from now."""
    text = open(DOC, encoding="utf-8").read()
    out = []
    if table_markdown() not in text:
        out.append("ARCHITECTURE.md: the room table differs from ROOMS (print it with --table)")
    m = re.search(r"check-layers\.py --stats`[^\n]*\n\n```\n(.*?)```", text, re.S)
    shown = m.group(1).strip().splitlines() if m else []
    if shown != now:
        out.append("ARCHITECTURE.md: its figures block should read (from --stats):\n  " + "\n  ".join(now))
    return out


def main():
    if "--table" in sys.argv:
        print(table_markdown())
        return 0
    mods = module_files()
    graph = edges(mods)
    rel = lambda f: os.path.relpath(f, os.path.join(ROOT, ".."))
    bad = 0
    circles = [c for c in sccs(graph) if len(c) > 1]
    in_circles = sum(len(c) for c in circles)
    for c in circles:
        print(f"import circle of {len(c)} files: " + ", ".join(sorted(rel(f) for f in c)))
    for f, targets in sorted(graph.items()):
        lf = layer(f)
        for t in sorted(targets):
            lt = layer(t)
            if lf[0] not in ROOMS and lf[0] not in OUTSIDE:
                bad += 1
                print(f"layer: {rel(f)} is in no room of the table")
            elif not allowed(lf, lt):
                bad += 1
                print(f"layer: {rel(f)} imports {rel(t)}")
    print(f"{len(mods)} files in src/, {in_circles} in import circles, {bad} imports across layers the wrong way")
    # Each crate: no import circle between its files (a binary's `main.rs`
    # and a library's `lib.rs` are separate roots).
    crates = os.path.join(ROOT, "..", "crates")
    for name in sorted(os.listdir(crates)):
        src = os.path.join(crates, name, "src")
        if not os.path.isdir(src):
            continue
        cmods = module_files(src)
        cgraph = edges(cmods)
        ccircles = [c for c in sccs(cgraph) if len(c) > 1]
        for c in ccircles:
            print(f"import circle of {len(c)} files in crates/{name}: " + ", ".join(sorted(os.path.relpath(f, src) for f in c)))
        in_circles += sum(len(c) for c in ccircles)
    print(f"crates/: {'no import circle' if not in_circles else 'import circles above'}")
    if "--stats" in sys.argv:
        counts = {}
        for f in mods.values():
            parts = os.path.relpath(f, ROOT).split(os.sep)
            if parts[0] == "shell" and len(parts) > 2:
                key = "shell/" + parts[1]
            elif parts[0] == "games" and len(parts) > 2:
                key = "games/" + parts[1]
            else:
                key = os.path.relpath(f, ROOT)
            counts[key] = counts.get(key, 0) + sum(1 for _ in open(f, encoding="utf-8"))
        for k in sorted(counts):
            print(f"  {k:<28} {counts[k]:>6} lines")
    now = figures(mods, graph)
    if "--stats" in sys.argv:
        print("\n".join(now))
    stale = doc_problems(now)
    for p in stale:
        print(p)
    return 1 if (in_circles or bad or stale) else 0


if __name__ == "__main__":
    sys.exit(main())
