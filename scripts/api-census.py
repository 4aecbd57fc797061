#!/usr/bin/env python3
"""Census of the SwiftUI APIs that public Swift code uses, and how many of them Trellis covers.

Usage:
  python3 scripts/api-census.py CORPUS_DIR [CORPUS_DIR ...] [--sources DIR] [--top N]
                                [--uncovered N] [--json FILE] [--list-trellis-names]
                                [--unrecognised N]

Each CORPUS_DIR holds one folder a repository, named `owner__repo`, with that repository's
Swift files under it (the layout of /work/corpus and of the fetched corpus). Only files that
import SwiftUI are read. For each one the census finds the SwiftUI names it uses:

  view, scene, type, uikit   `Name(` or `Name {` (and `UIName.` for UIKit names)
  modifier                   `.name(` or `.name {` after the start of a line, `)`, `}`, `]` or a value
  environment                `@Environment(\\.name)` and `.environment(\\.name, ...)`
  wrapper, macro             `@Name`, `#Preview`
  protocol                   `: Name` in a type's or extension's inheritance list
  format                     `.formatted(.name`, `format: .name`, `.formatted(date:time:)`,
                             `Text(date, style: .name)` and `specifier:` in an interpolation

Only names in scripts/api-census/swiftui-names.txt count. A name the same repository declares
itself (a type, an EnvironmentValues property, or a function whose labels match the call) is
the repository's own and is not counted. Comments and string literals are skipped;
interpolations inside strings are read.

Coverage is by name: an API counts as covered when Trellis' Sources declare a public
type, function or property of that name (environment values: a public property in an
`extension EnvironmentValues`), not marked unavailable. An overload Trellis lacks is not
detected; the census says so where it reports.

`--unrecognised N` lists, for each kind, the N most used names standing where SwiftUI names
stand that neither the list nor the repository declares: the way to find SwiftUI names the
list lacks (most are Foundation's, Swift's or a package's).

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES_FILE = os.path.join(HERE, 'api-census', 'swiftui-names.txt')
DEFAULT_SOURCES = os.path.join(os.path.dirname(HERE), 'Sources')

TYPE_KINDS = ('view', 'scene', 'type', 'uikit')
KEYWORDS_BEFORE_DECL = {'struct', 'class', 'enum', 'protocol', 'extension', 'func', 'actor', 'typealias', 'case', 'macro'}


# --------------------------------------------------------------------------------------------
# Lexing: drop comments and string literals, keep the code inside string interpolations.


def strip_swift(text: str) -> str:
  """Returns `text` with comments blanked and string literal contents removed, keeping the code
  of `\\( ... )` interpolations and every newline (so line starts stay line starts)."""
  out = []
  i, n = 0, len(text)

  def read_string(i: int, closing: str, raw_hashes: int) -> int:
    # i points just after the opening delimiter; returns the index after the closing one.
    esc = '\\' + '#' * raw_hashes
    while i < n:
      if text.startswith(closing, i):
        return i + len(closing)
      if text.startswith(esc + '(', i):
        i += len(esc) + 1
        depth = 1
        start = i
        # Interpolated code: copy it, handling nested strings and parentheses.
        out.append(' (')
        while i < n and depth > 0:
          c = text[i]
          if c == '"':
            hashes = 0
            j = i
            while j > 0 and text[j - 1] == '#':
              j -= 1
              hashes += 1
            if text.startswith('"""', i):
              i = read_string(i + 3, '"""' + '#' * hashes, hashes)
            else:
              i = read_string(i + 1, '"' + '#' * hashes, hashes)
            out.append('""')
            continue
          if c == '(':
            depth += 1
          elif c == ')':
            depth -= 1
            if depth == 0:
              i += 1
              break
          out.append(c)
          i += 1
        out.append(') ')
        del start
        continue
      c = text[i]
      if c == '\\' and raw_hashes == 0 and i + 1 < n:
        i += 2
        continue
      if c == '\n':
        out.append('\n')
      i += 1
    return i

  while i < n:
    c = text[i]
    if text.startswith('//', i):
      j = text.find('\n', i)
      i = n if j < 0 else j
      continue
    if text.startswith('/*', i):
      depth = 1
      i += 2
      while i < n and depth:
        if text.startswith('/*', i):
          depth += 1
          i += 2
        elif text.startswith('*/', i):
          depth -= 1
          i += 2
        else:
          if text[i] == '\n':
            out.append('\n')
          i += 1
      continue
    if c == '#' or c == '"':
      j = i
      hashes = 0
      while j < n and text[j] == '#':
        hashes += 1
        j += 1
      if j < n and text[j] == '"':
        if text.startswith('"""', j):
          out.append('""')
          i = read_string(j + 3, '"""' + '#' * hashes, hashes)
        else:
          out.append('""')
          i = read_string(j + 1, '"' + '#' * hashes, hashes)
        continue
    out.append(c)
    i += 1
  return ''.join(out)


# --------------------------------------------------------------------------------------------
# Names


def load_names(path: str):
  names: dict[str, set[str]] = defaultdict(set)  # kind -> names
  notes: dict[tuple[str, str], str] = {}
  with open(path, encoding='utf-8') as f:
    for line in f:
      line = line.rstrip('\n')
      if not line or line.startswith('#'):
        continue
      parts = line.split('\t')
      names[parts[1]].add(parts[0])
      if len(parts) > 2:
        notes[(parts[1], parts[0])] = parts[2]
  return names, notes


# --------------------------------------------------------------------------------------------
# Repository declarations (user-defined names)

TYPE_DECL = re.compile(r'\b(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)')
FUNC_DECL = re.compile(r'\bfunc\s+([a-zA-Z_]\w*)\s*(?:<[^>]*>)?\s*\(')


def matching_paren(text: str, open_index: int) -> int:
  depth = 0
  for k in range(open_index, len(text)):
    c = text[k]
    if c in '([{':
      depth += 1
    elif c in ')]}':
      depth -= 1
      if depth == 0:
        return k
  return len(text) - 1


def split_top_level(args: str) -> list[str]:
  parts, depth, cur = [], 0, []
  for c in args:
    if c in '([{<':
      depth += 1
    elif c in ')]}>':
      depth -= 1
    if c == ',' and depth == 0:
      parts.append(''.join(cur))
      cur = []
    else:
      cur.append(c)
  if ''.join(cur).strip():
    parts.append(''.join(cur))
  return parts


def declared_labels(params: str) -> list[tuple[str, bool]]:
  """External labels of a parameter clause, each with whether it has a default value."""
  out = []
  for p in split_top_level(params):
    head = p.split(':', 1)[0].strip().split()
    head = [h for h in head if not h.startswith('@') and h not in ('inout', 'borrowing', 'consuming')]
    if not head:
      continue
    label = head[0]
    has_default = '=' in p.split(':', 1)[1] if ':' in p else False
    closure = '->' in p
    out.append((label, has_default or closure))
  return out


def call_labels(args: str) -> list[str]:
  labels = []
  for a in split_top_level(args):
    m = re.match(r'\s*([A-Za-z_]\w*)\s*:(?!:)', a)
    labels.append(m.group(1) if m else '_')
  return labels


def labels_match(call: list[str], decl: list[tuple[str, bool]], trailing_closure: bool) -> bool:
  """Whether a call with `call` labels can bind to a declaration's parameters, dropping only
  parameters with defaults (a trailing closure may fill the last parameter)."""
  i = 0
  for label in call:
    while i < len(decl) and decl[i][0] != label:
      if not decl[i][1]:
        return False
      i += 1
    if i == len(decl):
      return False
    i += 1
  rest = decl[i:]
  if trailing_closure and rest:
    rest = rest[:-1]
  return all(d for _, d in rest)


class RepoDecls:
  def __init__(self):
    self.types: set[str] = set()
    self.env: set[str] = set()
    self.funcs: dict[str, list[list[tuple[str, bool]]]] = defaultdict(list)

  def add_file(self, code: str):
    self.types.update(TYPE_DECL.findall(code))
    for m in FUNC_DECL.finditer(code):
      open_index = m.end() - 1
      close = matching_paren(code, open_index)
      self.funcs[m.group(1)].append(declared_labels(code[open_index + 1:close]))
    for m in re.finditer(r'\bextension\s+EnvironmentValues\b[^{]*\{', code):
      end = matching_paren(code, m.end() - 1)
      self.env.update(re.findall(r'\bvar\s+(\w+)', code[m.end():end]))
    for m in re.finditer(r'@Entry\s+(?:var|let)\s+(\w+)', code):
      self.env.add(m.group(1))


# --------------------------------------------------------------------------------------------
# Uses in one file

IMPORT_SWIFTUI = re.compile(r'^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?SwiftUI\b', re.M)
TYPE_USE = re.compile(r'(?<![\w.#])([A-Z]\w*)\s*(?:<[^<>()]*>)?\s*([({])')
UIKIT_MEMBER = re.compile(r'(?<![\w.])(UI[A-Z]\w*)\s*\.')
MODIFIER_USE = re.compile(r'(?:^|(?<=[)\]}\w?!]))[ \t]*\n?[ \t]*\.([a-z]\w*)\s*([({])', re.M)
ENV_USE = re.compile(r'(?:@Environment\s*\(\s*|\.(?:transformEnvironment|environment)\s*\(\s*)\\\.(\w+)')
WRAPPER_USE = re.compile(r'@([A-Z]\w*)\b')
CONFORMANCE = re.compile(r'\b(?:struct|class|enum|extension|actor|protocol)\s+[\w.]+(?:<[^>]*>)?\s*:\s*([^{]+)\{')
FORMATTED = re.compile(r'\.formatted\s*\(\s*\.(\w+)')
FORMATTED_DATE = re.compile(r'\.formatted\s*\(\s*date\s*:')
FORMATTED_EMPTY = re.compile(r'\.formatted\s*\(\s*\)')
FORMAT_ARG = re.compile(r'\bformat\s*:\s*\.(\w+)')
TEXT_STYLE = re.compile(r'\bText\s*\([^()]*\bstyle\s*:\s*\.(relative|timer|date|time|offset)\b')
SPECIFIER = re.compile(r'\bspecifier\s*:')


def uses_in_file(code: str, names, repo: RepoDecls) -> set[tuple[str, str]]:
  found: set[tuple[str, str]] = set()
  type_kinds = {n: k for k in TYPE_KINDS for n in names[k]}

  for m in TYPE_USE.finditer(code):
    name = m.group(1)
    if name not in type_kinds or name in repo.types:
      continue
    before = code[max(0, m.start() - 20):m.start()].split()
    if before and before[-1] in KEYWORDS_BEFORE_DECL:
      continue
    found.add((type_kinds[name], name))
  for m in UIKIT_MEMBER.finditer(code):
    name = m.group(1)
    if name in names['uikit'] and name not in repo.types:
      found.add(('uikit', name))

  modifiers = names['modifier']
  for m in MODIFIER_USE.finditer(code):
    name = m.group(1)
    if name not in modifiers:
      continue
    if name in repo.funcs:
      open_index = m.end() - 1
      if code[open_index] == '(':
        close = matching_paren(code, open_index)
        labels = call_labels(code[open_index + 1:close])
        trailing = re.match(r'\s*\{', code[close + 1:]) is not None
      else:
        labels, trailing = [], True
      if any(labels_match(labels, decl, trailing) for decl in repo.funcs[name]):
        continue
    found.add(('modifier', name))

  for m in ENV_USE.finditer(code):
    name = m.group(1)
    if name in names['environment'] and name not in repo.env:
      found.add(('environment', name))
  for m in WRAPPER_USE.finditer(code):
    name = m.group(1)
    if name in names['wrapper'] and name not in repo.types:
      found.add(('wrapper', name))
  if '#Preview' in code:
    found.add(('macro', '#Preview'))
  for m in CONFORMANCE.finditer(code):
    for proto in m.group(1).split(','):
      proto = proto.strip().split('<')[0].split(' where ')[0].strip()
      proto = proto.split('.')[-1]
      if proto in names['protocol'] and proto not in repo.types:
        found.add(('protocol', proto))

  formats = names['format']
  for rx in (FORMATTED, FORMAT_ARG):
    for m in rx.finditer(code):
      if m.group(1) in formats:
        found.add(('format', m.group(1)))
  if FORMATTED_DATE.search(code):
    found.add(('format', 'formatted(date:time:)'))
  if FORMATTED_EMPTY.search(code):
    found.add(('format', 'formatted()'))
  for m in TEXT_STYLE.finditer(code):
    found.add(('format', 'DateStyle.' + m.group(1)))
  if SPECIFIER.search(code):
    found.add(('format', 'specifier'))
  return found


# --------------------------------------------------------------------------------------------
# Trellis' declarations


def trellis_declarations(sources: str):
  decl = {'types': set(), 'funcs': set(), 'vars': set(), 'env': set(), 'cases': set(), 'macros': set(),
          'text': ''}
  texts = []
  raws = []
  public_decl = re.compile(
    r'^[ \t]*((?:@[\w.]+(?:\([^)]*\))?\s+)*)(?:(?:nonisolated|final|indirect|@\w+)\s+)*(?:public|open)\s+(?:(?:static|class|nonisolated|mutating|final|override|'
    r'dynamic|indirect|convenience|required|isolated|@\w+)\s+)*'
    r'(struct|class|enum|protocol|typealias|actor|func|var|let|macro|init)\s*([A-Za-z_]\w*)?', re.M)
  for root, dirs, files in os.walk(sources):
    dirs[:] = [d for d in dirs if not d.startswith('.')]
    for fn in files:
      if not fn.endswith('.swift'):
        continue
      with open(os.path.join(root, fn), encoding='utf-8', errors='replace') as f:
        raw = f.read()
      code = strip_swift(raw)
      texts.append(code)
      raws.append(raw)
      lines = code.split('\n')
      for m in public_decl.finditer(code):
        attrs, kind, name = m.group(1) or '', m.group(2), m.group(3)
        line_no = code.count('\n', 0, m.start())
        preceding = '\n'.join(lines[max(0, line_no - 4):line_no]) + attrs
        if re.search(r'@available\s*\(\s*\*\s*,\s*unavailable', preceding.split('\n\n')[-1]):
          continue
        if not name:
          continue
        if kind in ('struct', 'class', 'enum', 'protocol', 'typealias', 'actor'):
          decl['types'].add(name)
        elif kind == 'func':
          decl['funcs'].add(name)
        elif kind in ('var', 'let'):
          decl['vars'].add(name)
        elif kind == 'macro':
          decl['macros'].add(name)
      for m in re.finditer(r'^[ \t]*(?:public\s+)?case\s+([a-z]\w*(?:\s*,\s*[a-z]\w*)*)', code, re.M):
        for c in m.group(1).split(','):
          decl['cases'].add(c.strip())
      for m in re.finditer(r'\bextension\s+EnvironmentValues\b[^{]*\{', code):
        end = matching_paren(code, m.end() - 1)
        body = code[m.end():end]
        for v in re.finditer(r'(?:public|@Entry)\s+(?:(?:nonisolated|@\w+)\s+)*var\s+(\w+)', body):
          decl['env'].add(v.group(1))
  decl['text'] = '\n'.join(texts)
  decl['text_raw'] = '\n'.join(raws)
  return decl


def is_covered(kind: str, name: str, decl, notes) -> bool:
  note = notes.get((kind, name))
  if note == 'combine':
    # Trellis' Combine module re-exports OpenCombine, which declares these names.
    return re.search(r'@_exported\s+import\s+OpenCombine\b', decl['text_raw']) is not None
  if note == 'preview-macro':
    # An attribute Trellis' #Preview macro consumes, as Xcode's does; nothing declares it.
    return 'Preview' in decl['macros'] and name in decl['text_raw']
  if kind in ('view', 'scene', 'type', 'uikit', 'protocol', 'wrapper'):
    return name.split('.')[-1] in decl['types']
  if kind == 'macro':
    return name.lstrip('#') in decl['macros']
  if kind == 'modifier':
    return name in decl['funcs']
  if kind == 'environment':
    return name in decl['env']
  if kind == 'format':
    text = decl['text']
    if notes.get((kind, name)) == 'foundation':
      # Foundation supplies the style on Linux; Trellis must take a FormatStyle.
      return re.search(r'format:\s*F\b', text) is not None
    if name.startswith('DateStyle.'):
      return 'DateStyle' in decl['types'] and name.split('.')[1] in (decl['cases'] | decl['vars'])
    if name == 'specifier':
      return re.search(r'func\s+appendInterpolation[^\n]*specifier\s*:', text) is not None
    return False
  return False


# --------------------------------------------------------------------------------------------


def walk_corpus(corpus_dirs, names):
  files = []  # (repo, path, uses)
  for corpus in corpus_dirs:
    corpus = os.path.abspath(corpus)
    for repo_dir in sorted(os.listdir(corpus)):
      full = os.path.join(corpus, repo_dir)
      if not os.path.isdir(full):
        continue
      repo = repo_dir.replace('__', '/', 1)
      decls = RepoDecls()
      swift = []
      for root, dirs, fns in os.walk(full):
        for fn in fns:
          if fn.endswith('.swift'):
            p = os.path.join(root, fn)
            with open(p, encoding='utf-8', errors='replace') as f:
              raw = f.read()
            code = strip_swift(raw)
            decls.add_file(code)
            swift.append((p, raw, code))
      for p, raw, code in swift:
        if not IMPORT_SWIFTUI.search(raw):
          continue
        files.append((repo, os.path.relpath(p, corpus), uses_in_file(code, names, decls)))
  return files


def census(files, decl, notes):
  by_api = defaultdict(lambda: {'files': 0, 'repos': set()})
  for repo, _, uses in files:
    for u in uses:
      by_api[u]['files'] += 1
      by_api[u]['repos'].add(repo)
  rows = []
  for (kind, name), v in by_api.items():
    rows.append({'api': name, 'kind': kind, 'files': v['files'], 'repos': len(v['repos']),
                 'covered': is_covered(kind, name, decl, notes)})
  rows.sort(key=lambda r: (-r['files'], -r['repos'], r['kind'], r['api']))
  for i, r in enumerate(rows, 1):
    r['rank'] = i
  covered = {(r['kind'], r['api']) for r in rows if r['covered']}
  uses = sum(r['files'] for r in rows)
  uses_covered = sum(r['files'] for r in rows if r['covered'])
  files_all = sum(1 for _, _, u in files if u <= covered)
  summary = {
    'files': len(files),
    'repos': len({r for r, _, _ in files}),
    'apis': len(rows),
    'apis_covered': len(covered),
    'uses': uses,
    'uses_covered': uses_covered,
    'uses_covered_share': uses_covered / uses if uses else 0.0,
    'files_fully_covered': files_all,
    'files_fully_covered_share': files_all / len(files) if files else 0.0,
  }
  by_kind = defaultdict(lambda: [0, 0])
  for r in rows:
    by_kind[r['kind']][0] += r['files']
    by_kind[r['kind']][1] += r['files'] if r['covered'] else 0
  summary['by_kind'] = {k: {'uses': a, 'covered': b} for k, (a, b) in sorted(by_kind.items())}
  return rows, summary


def api_label(r):
  name = r['api']
  if r['kind'] == 'modifier':
    return f'`.{name}`'
  if r['kind'] == 'environment':
    return f'`\\.{name}`'
  if r['kind'] == 'wrapper':
    return f'`@{name}`'
  if r['kind'] == 'format':
    return f'`{name}`' if name in ('specifier', 'formatted(date:time:)') or '.' in name else f'`.{name}`'
  return f'`{name}`'


def markdown(rows, summary, top, uncovered):
  out = []
  s = summary
  out.append(f"Corpus: {s['files']} SwiftUI files in {s['repos']} repositories; {s['apis']} distinct APIs, "
             f"{s['uses']} uses (an API counted once a file).")
  out.append('')
  out.append(f"- API uses covered (weighted by files): {s['uses_covered']} of {s['uses']} = "
             f"{100 * s['uses_covered_share']:.1f}%")
  out.append(f"- Files whose every used API is covered: {s['files_fully_covered']} of {s['files']} = "
             f"{100 * s['files_fully_covered_share']:.1f}%")
  out.append(f"- Distinct APIs covered: {s['apis_covered']} of {s['apis']}")
  out.append('')
  out.append('| kind | uses | covered |')
  out.append('| --- | ---: | ---: |')
  for k, v in s['by_kind'].items():
    share = 100 * v['covered'] / v['uses'] if v['uses'] else 0
    out.append(f"| {k} | {v['uses']} | {v['covered']} ({share:.0f}%) |")
  out.append('')
  out.append('| rank | API | kind | files | repos | covered |')
  out.append('| ---: | --- | --- | ---: | ---: | --- |')
  for r in rows[:top]:
    out.append(f"| {r['rank']} | {api_label(r)} | {r['kind']} | {r['files']} | {r['repos']} | "
               f"{'yes' if r['covered'] else '**no**'} |")
  if uncovered:
    out.append('')
    out.append('Uncovered, by rank:')
    out.append('')
    out.append('| rank | API | kind | files | repos |')
    out.append('| ---: | --- | --- | ---: | ---: |')
    for r in [r for r in rows if not r['covered']][:uncovered]:
      out.append(f"| {r['rank']} | {api_label(r)} | {r['kind']} | {r['files']} | {r['repos']} |")
  return '\n'.join(out)


def unrecognised(corpus_dirs, names, limit):
  """The names the corpus uses in the places SwiftUI names stand (after a dot as a modifier, as a
  type, an environment key path, a property wrapper, a format) that neither the reference list nor
  the file's repository declares, most used first: where to look for SwiftUI names the list lacks.
  Most are Foundation, Swift or the app's imported packages; a reviewer picks the SwiftUI ones."""
  known = set().union(*names.values())
  found = {'modifier': Counter(), 'type': Counter(), 'environment': Counter(), 'wrapper': Counter(),
           'format': Counter()}
  for corpus in corpus_dirs:
    corpus = os.path.abspath(corpus)
    for repo_dir in sorted(os.listdir(corpus)):
      full = os.path.join(corpus, repo_dir)
      if not os.path.isdir(full):
        continue
      decls = RepoDecls()
      swift = []
      for root, _, fns in os.walk(full):
        for fn in fns:
          if fn.endswith('.swift'):
            with open(os.path.join(root, fn), encoding='utf-8', errors='replace') as f:
              raw = f.read()
            code = strip_swift(raw)
            decls.add_file(code)
            swift.append((raw, code))
      for raw, code in swift:
        if not IMPORT_SWIFTUI.search(raw):
          continue
        pattern_kinds = ((MODIFIER_USE, 'modifier', decls.funcs), (TYPE_USE, 'type', decls.types),
                         (ENV_USE, 'environment', decls.env), (WRAPPER_USE, 'wrapper', decls.types))
        for pattern, kind, declared in pattern_kinds:
          for n in {m.group(1) for m in pattern.finditer(code)}:
            if n not in known and n not in declared:
              found[kind][n] += 1
        for n in {m.group(1) for m in FORMAT_ARG.finditer(code)} | {m.group(1) for m in FORMATTED.finditer(code)}:
          if n not in known:
            found['format'][n] += 1
  out = []
  for kind, counter in found.items():
    top = ', '.join(f'{n} ({c})' for n, c in counter.most_common(limit))
    out.append(f'{kind}: {top}')
  return '\n'.join(out)


def main():
  ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
  ap.add_argument('corpus', nargs='+', help='corpus directories (one folder a repository: owner__repo)')
  ap.add_argument('--sources', default=DEFAULT_SOURCES, help="Trellis' Sources directory (default: this checkout's)")
  ap.add_argument('--top', type=int, default=100, help='rows of the ranking to print (default 100)')
  ap.add_argument('--uncovered', type=int, default=0, help='also print this many uncovered APIs')
  ap.add_argument('--json', help='write the ranking and summary to this JSON file')
  ap.add_argument('--unrecognised', type=int, metavar='N',
                  help='print the N most used names of each kind that no list or repository declares, and stop')
  ap.add_argument('--list-trellis-names', action='store_true',
                  help="print the public names Trellis' Sources declare, one a line, and stop")
  args = ap.parse_args()

  names, notes = load_names(NAMES_FILE)
  if args.unrecognised:
    print(unrecognised(args.corpus, names, args.unrecognised))
    return
  decl = trellis_declarations(args.sources)
  if args.list_trellis_names:
    for k in ('types', 'funcs', 'vars', 'env', 'macros'):
      for n in sorted(decl[k]):
        print(f'{n}\t{k}')
    return
  files = walk_corpus(args.corpus, names)
  rows, summary = census(files, decl, notes)
  print(markdown(rows, summary, args.top, args.uncovered))
  if args.json:
    with open(args.json, 'w', encoding='utf-8') as f:
      json.dump({'summary': summary, 'rows': rows}, f, indent=1)


if __name__ == '__main__':
  sys.exit(main())
