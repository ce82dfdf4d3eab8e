#!/usr/bin/env python3
"""Checks the module layers: no import circle between the files of the app
(src/) or of any crate (crates/*/src/); in the app, the shell imports no
game, and a game imports only the shell and itself.

Every `crate::…` and `super::…` path in a file is an edge to the file of the
module it names (the deepest module of the path that is a file). Prints the
files in import circles (strongly connected components of more than one file)
and every edge that crosses a layer the wrong way; exits 1 when there is any.

    python3 scripts/check-layers.py            # check
    python3 scripts/check-layers.py --stats    # also lines per folder
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


def layer(f):
    rel = os.path.relpath(f, ROOT).split(os.sep)
    if rel[0] == "shell":
        return ("shell", None)
    if rel[0] == "games" and len(rel) > 2:
        return ("game", rel[1])
    if rel[0] == "games":
        return ("games", None)
    return ("top", None)


def main():
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
            wrong = (
                (lf[0] == "shell" and lt[0] != "shell")
                or (lf[0] == "game" and not (lt[0] == "shell" or lt == lf))
                or (lf[0] == "games" and lt[0] == "top")
            )
            if wrong:
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
            key = "/".join(parts[:2]) if parts[0] == "games" and len(parts) > 2 else parts[0] if len(parts) > 1 else "(top)"
            counts[key] = counts.get(key, 0) + sum(1 for _ in open(f, encoding="utf-8"))
        for k in sorted(counts):
            print(f"  {k:<28} {counts[k]:>6} lines")
    return 1 if (in_circles or bad) else 0


if __name__ == "__main__":
    sys.exit(main())
