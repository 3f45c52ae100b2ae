"""Check what a student meets: the course path's notebooks and every notebook's outputs.

    python tools/check_course.py

- every notebook of the path (tools/course_path.txt) has at least 3 pictures drawn by its cells, at least one
  exercise (a heading with "Exercise", an `@exercise('name')` checker, a `check_exercise(...)` cell) and a median
  code cell of at most 6 lines;
- every exercise of the course is proven both ways by a companion test notebook (`prove_exercise('name', ...)` in
  nbs/tests/), which nbdev_test runs;
- every notebook starts with `as_of('<its number>')` (the library as of that notebook: see 01b);
- no output of any notebook names a path of the machine that ran it, or carries a warning on stderr.
"""
import json, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from course_stats import stats, path_notebooks, ROOT

MACHINE_PATH = re.compile(r'(?<![\w.])/(tmp|work|root|home)/')
EXERCISE = re.compile(r"@exercise\(\s*['\"]([^'\"]+)['\"]")
PROOF = re.compile(r"prove_exercise\(\s*['\"]([^'\"]+)['\"]")

def cells(p): return json.loads(p.read_text(encoding='utf-8'))['cells']
def src(c): return ''.join(c['source'])

def first_code(p):
    for c in cells(p):
        if c['cell_type'] == 'code' and not src(c).lstrip().startswith('#| default_exp'): return src(c)
    return ''

def problems():
    out, defined, proven = [], {}, set()
    for p in path_notebooks():
        if not p.exists(): out.append(f'{p.name}: on the path (tools/course_path.txt) but missing'); continue
        s = stats(p)
        if s['pictures'] < 3: out.append(f"{p.stem}: {s['pictures']} pictures (the path asks for at least 3)")
        if s['exercises'] < 1: out.append(f'{p.stem}: no exercise (an "Exercise" heading and a check_exercise cell)')
        if s['median_cell'] > 6: out.append(f"{p.stem}: median code cell {s['median_cell']} lines (at most 6)")
    notebooks = sorted((ROOT / 'nbs').rglob('*.ipynb'))
    for p in notebooks:
        if '.ipynb_checkpoints' in p.parts: continue
        for c in cells(p):
            if c['cell_type'] != 'code': continue
            for name in EXERCISE.findall(src(c)):
                if p.parent.name != 'tests': defined.setdefault(name, p.stem)
            proven.update(PROOF.findall(src(c)))
            for o in c.get('outputs', []):
                text = ''.join(o.get('text', '')) + ''.join(o.get('data', {}).get('text/plain', ''))
                if m := MACHINE_PATH.search(text): out.append(f'{p.relative_to(ROOT)}: an output names a machine path ({m.group(0)}...)')
                if o.get('name') == 'stderr' and 'Warning' in text: out.append(f'{p.relative_to(ROOT)}: a warning on stderr: {text.strip()[:100]}')
        if p.stem != 'index':
            key = p.stem.partition('_')[0]
            if f"as_of('{key}')" not in first_code(p):
                out.append(f"{p.relative_to(ROOT)}: the first code cell does not call as_of('{key}')")
    for name, nb in sorted(defined.items()):
        if name not in proven and nb != '00_notebook':
            out.append(f"{nb}: exercise {name!r} is not proven (prove_exercise in nbs/tests/)")
    return out

if __name__ == '__main__':
    found = problems()
    for line in found: print(line)
    print(f'{len(found)} problems' if found else 'course checks pass: the path has its pictures and exercises, '
          'every exercise is proven, every notebook starts as of itself, no output names a machine path')
    sys.exit(1 if found else 0)
