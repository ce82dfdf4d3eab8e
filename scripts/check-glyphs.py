#!/usr/bin/env python3
"""Every character the app may draw has a font here.

Reads the app's sources, the rule crates' sources (their log wording and
card faces) and the in-app rules text, and asks fontconfig (`fc-list`,
which Chromium on Linux uses too) for a font holding each character beyond
ASCII. A character no font holds shows as an empty box; the app draws such
marks itself (an SVG) instead. Exits 1 naming each missing character and
where it is used.
"""
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FILES = [
    *ROOT.glob("src/**/*.rs"),
    *ROOT.glob("crates/*/src/**/*.rs"),
    *ROOT.glob("docs/rules/*.md"),
    ROOT / "index.html",
    *ROOT.glob("style/*.css"),
]


def main() -> int:
    if not shutil.which("fc-list"):
        print("fc-list (fontconfig) is missing: install fontconfig, which Chromium needs too")
        return 1
    used: dict[str, set[str]] = {}
    for f in FILES:
        for ch in f.read_text(encoding="utf-8"):
            if ord(ch) > 0x7F and not ch.isspace():
                used.setdefault(ch, set()).add(str(f.relative_to(ROOT)))
    missing = []
    for ch in sorted(used):
        out = subprocess.run(
            ["fc-list", f":charset={ord(ch):x}", "family"],
            capture_output=True, text=True, check=True,
        ).stdout
        if not out.strip():
            missing.append(ch)
            print(f"no font holds {ch!r} (U+{ord(ch):04X}), used in {', '.join(sorted(used[ch]))}")
    print(f"{len(used)} characters beyond ASCII, {len(missing)} without a font")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
