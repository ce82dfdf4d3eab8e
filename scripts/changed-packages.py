#!/usr/bin/env python3
"""Prints the workspace packages a change touches, one per line: each package
with a changed file and every package that depends on it (directly or not).
The change: the work tree against HEAD (untracked files included); when the
work tree is clean, the last commit; or against the revision given as the
first argument. A change to the workspace's own Cargo.toml, Cargo.lock or
rust-toolchain touches every package. Used by `scripts/test.sh --quick`."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def git(*args):
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split("\n")


def changed_files():
    if len(sys.argv) > 1:
        return git("diff", "--name-only", sys.argv[1])
    files = git("diff", "--name-only", "HEAD") + git("ls-files", "--others", "--exclude-standard")
    files = [f for f in files if f]
    return files or git("diff", "--name-only", "HEAD~1", "HEAD")


def main():
    meta = json.loads(subprocess.run(
        ["cargo", "metadata", "--no-deps", "--format-version", "1", "--offline"],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    packages = {}
    for p in meta["packages"]:
        packages[p["name"]] = (os.path.relpath(os.path.dirname(p["manifest_path"]), ROOT),
                               {d["name"] for d in p["dependencies"] if d.get("path")})
    files = [f for f in changed_files() if f]
    if any(f in ("Cargo.toml", "Cargo.lock", "rust-toolchain.toml", "rust-toolchain") for f in files):
        touched = set(packages)
    else:
        touched = set()
        for f in files:
            # The deepest package folder holding the file (the app is the root).
            best = None
            for name, (path, _) in packages.items():
                inside = path == "." or f == path or f.startswith(path + "/")
                if inside and (best is None or len(path) > len(packages[best][0])):
                    best = name
            # (The app's Rust reads src/, its tests/ and, through
            # include_str!, docs/rules/ and public/.)
            app = f.startswith(("src/", "tests/", "docs/rules/", "public/")) or f.endswith(".rs")
            if best is not None and (best != "keep-table" or app):
                touched.add(best)
    # Every package that depends on a touched one, until nothing is added.
    grew = True
    while grew:
        grew = False
        for name, (_, deps) in packages.items():
            if name not in touched and deps & touched:
                touched.add(name)
                grew = True
    for name in sorted(touched):
        print(name)


if __name__ == "__main__":
    main()
