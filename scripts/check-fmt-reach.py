#!/usr/bin/env python3
"""Checks that `cargo fmt --check` reaches every Rust file in the repository.

rustfmt follows `mod` declarations from each crate's roots; a module declared
inside a macro, or a file no crate declares, is silently never checked. This
lists the files `cargo fmt --all -- --check --verbose` formats and fails,
naming them, when a tracked `.rs` file is not among them.

    python3 scripts/check-fmt-reach.py
"""
import os
import subprocess
import sys

root = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
tracked = subprocess.run(
    ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.rs"],
    cwd=root, capture_output=True, text=True, check=True,
).stdout.split()
run = subprocess.run(
    ["cargo", "fmt", "--all", "--", "--check", "--verbose"],
    cwd=root, capture_output=True, text=True,
)
reached = set()
for line in (run.stdout + run.stderr).splitlines():
    if line.startswith("Formatting "):
        reached.add(os.path.relpath(line[len("Formatting "):].strip(), root))
missing = sorted(f for f in tracked if os.path.exists(os.path.join(root, f)) and f not in reached)
if missing:
    print("rustfmt never reaches these files (declare their modules outside macros):")
    for f in missing:
        print("  " + f)
    sys.exit(1)
print(f"rustfmt reaches all {len(tracked)} Rust files")
