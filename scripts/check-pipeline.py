#!/usr/bin/env python3
"""Keeps the seam between the pipeline and the features one way (issue 31, docs/Architecture.md).

1. The pipeline (`Engine/Pipeline`) names no type declared in the SwiftUI API (`SwiftUI/`), except
   the vocabulary it is defined in terms of (ALLOWED, each with its reason): a feature plugs in
   through typed keys and protocols the pipeline declares, never by being named by it.
2. The API folders name none of the pipeline's private parts (PRIVATE): a view reaches its
   resolution through `ResolveContext` only.

Comments and string literals are left out, so a doc comment may mention a feature and a
message may say "VStack". Exits 1 with the offending names and files.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "TrellisCore")
PIPELINE = "Engine/Pipeline"
# Folders of TrellisCore that are not the SwiftUI API: the engine and the host.
NOT_API = ("Engine", "Host", "TrellisCore.docc")
# SwiftUI's types the pipeline is defined in terms of: what a view is and what it reads, what
# a display list draws, and the proxy a geometry reader is handed.
ALLOWED = {
    "View": "the pipeline resolves views",
    "EnvironmentValues": "views are resolved in an environment",
    "DynamicProperty": "the graph connects a view's dynamic properties to its state",
    "PreferenceKey": "views hand preferences up through resolution",
    "PreferenceValues": "the values handed up",
    "GeometryProxy": "the pipeline makes a geometry reader's proxy when it places the reader",
    "Color": "display list items are painted with resolved colours",
    "Path": "display list items fill and stroke paths",
    "StrokeStyle": "how a stroked path is drawn",
    "BlendMode": "how a display list group is composited",
    "Image": "an image item's resizing mode and interpolation",
    "ImageFile": "an image item's file",
    "TextLayoutRequest": "a text item's text and paragraph style",
}
PRIVATE = ("ViewResolver", "ResolvedTree")

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|package|final|indirect)\s+)*"
    r"(?:struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)",
    re.M,
)


def swift_files(folder):
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def code_words(path):
    """The identifiers of a file's code: comments and string literals removed."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
    text = "\n".join(line.split("//")[0] for line in text.split("\n"))
    return set(re.findall(r"[A-Za-z_]\w*", text))


def main():
    api_folders = [
        os.path.join(ROOT, name)
        for name in sorted(os.listdir(ROOT))
        if os.path.isdir(os.path.join(ROOT, name)) and name not in NOT_API
    ]
    declared = {}
    for folder in api_folders:
        for path in swift_files(folder):
            with open(path, encoding="utf-8") as handle:
                for match in DECLARATION.finditer(handle.read()):
                    declared.setdefault(match.group(1), os.path.relpath(path, ROOT))
    problems = []
    for path in swift_files(os.path.join(ROOT, PIPELINE)):
        for name in sorted((code_words(path) & declared.keys()) - ALLOWED.keys()):
            problems.append(f"{os.path.relpath(path, ROOT)} names {name}, declared in {declared[name]}")
    for folder in api_folders:
        for path in swift_files(folder):
            for name in sorted(code_words(path) & set(PRIVATE)):
                problems.append(f"{os.path.relpath(path, ROOT)} names the pipeline's private {name}")
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-pipeline: {len(problems)} crossing(s) of the pipeline's seam (scripts/check-pipeline.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
