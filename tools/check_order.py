"""Check that each notebook runs only code that it or an earlier notebook wrote: the course's teaching order, at run time.

    python tools/check_order.py [nbs/X.ipynb ...] [--upto=10] [--jobs=2]   # default: the course path (tools/course_path.txt)

Each notebook runs in its own process, as nbdev_test runs it (without `#| slow` and `#| gpu` cells), under coverage.py.
Every function of mininn that was entered (coverage's arcs from a code object's entry) is mapped to the notebook cell
that exported it (the `# %% ../nbs/NB.ipynb` markers nbdev writes). A function exported by a later notebook that ran
is a violation: notebook 07 must test and time its own convolution, not 10c's. Import-time code (definitions,
decorators, kernel registrations) runs before the measurement starts: every module of mininn is imported first, and the
GPU backend created where there is one, so what counts is what the notebook's cells run. `backend.as_of` keeps later
kernels off; this checks that nothing else of a later notebook runs either.
"""
import ast, json, re, subprocess, sys, tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = re.compile(r'^# %% (?:\.\./)+nbs/(\S+)\.ipynb')

def lesson_of(name): return name.split('/')[-1].partition('_')[0]

# The appendix's machinery, usable from notebook 01 on: `as_of` itself (01b) and the simulated GPU that stands in for CuPy
# when MININN_CUDA_SIM=1 (01c, 01d). A student meets them as tools, like nbdev; the lessons' code comes in order.
MACHINERY = {'00', '01b', '01c', '01d'}

def function_owners(path):
    "For one generated module: {first line of a function's code object: (lesson, qualname, notebook)}."
    text = path.read_text(encoding='utf-8')
    marks, nb = {}, None
    for i, line in enumerate(text.splitlines(), 1):
        m = MARK.match(line)
        if m: nb = m.group(1)
        marks[i] = nb
    owners = {}
    def visit(node, prefix=''):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                nb = marks.get(child.lineno)
                first = min([child.lineno] + [d.lineno for d in child.decorator_list])   # co_firstlineno
                if nb: owners[first] = (lesson_of(nb), f'{prefix}{child.name}', nb)
                visit(child, f'{prefix}{child.name}.')
            elif isinstance(child, ast.ClassDef): visit(child, f'{prefix}{child.name}.')
    visit(ast.parse(text))
    return owners

RUNNER = r'''
import sys, re, json, os, coverage
from execnb.nbio import read_nb
from execnb.shell import CaptureShell
path, out = sys.argv[1], sys.argv[2]
import importlib, pkgutil, mininn, mininn.backend
for m in pkgutil.walk_packages(mininn.__path__, 'mininn.'):      # import-time code (definitions, registrations) first:
    try: importlib.import_module(m.name)                          # what a notebook runs is what counts
    except Exception: pass
try: mininn.backend.gpu_backend()                                 # the GPU backend registers its kernels when created
except Exception: pass
cov = coverage.Coverage(data_file=None, branch=True, include=[os.path.join(sys.argv[3], 'mininn', '*')])
cov.start()
nb = read_nb(path)
os.chdir(os.path.dirname(path))
shell = CaptureShell(path)
from mininn.notebook import cell_flags
for cell in nb.cells:                                               # as nbdev_test runs it: no slow, gpu or eval: false
    if cell.cell_type != 'code' or cell_flags(cell.source.splitlines(True)) & {'slow', 'gpu', 'notest'} \
       or re.search(r'^#\|\s*eval:\s*false', cell.source, re.M): continue
    shell.cell(cell)
    if shell.exc: raise SystemExit(f'cell failed: {shell.exc!r}')
cov.stop()
data = cov.get_data()
json.dump({f: sorted({-a for a, b in data.arcs(f) or [] if a < 0}) for f in data.measured_files()}, open(out, 'w'))
'''

def check(nb_path):
    nb_path = Path(nb_path).resolve()
    me = lesson_of(nb_path.stem)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / 'lines.json'
        r = subprocess.run([sys.executable, '-c', RUNNER, str(nb_path), str(out), str(ROOT)], capture_output=True, text=True)
        if r.returncode: return [f'{nb_path.name}: did not run: {r.stderr.strip().splitlines()[-1:]}']
        ran = json.loads(out.read_text())
    problems = set()
    for f, lines in ran.items():
        if not Path(f).exists(): continue               # a module deleted since it was imported
        owners = function_owners(Path(f))
        for ln in lines:
            o = owners.get(ln)
            if o and o[0] > me and o[0] not in MACHINERY: problems.add(f'{nb_path.stem} ran {Path(f).relative_to(ROOT)}:{o[1]} (written in {o[2]})')
    return sorted(problems)

if __name__ == '__main__':
    from concurrent.futures import ThreadPoolExecutor
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    upto = next((a.split('=', 1)[1] for a in sys.argv[1:] if a.startswith('--upto=')), None)   # --upto=10: stop there
    jobs = int(next((a.split('=', 1)[1] for a in sys.argv[1:] if a.startswith('--jobs=')), 1))   # processes at once
    files = [Path(a) for a in args] or [ROOT / 'nbs' / f'{l.split("#")[0].strip()}.ipynb'
                             for l in (ROOT / 'tools' / 'course_path.txt').read_text().splitlines() if l.split('#')[0].strip()]
    if upto: files = [f for f in files if lesson_of(f.stem) <= upto]
    bad = []
    with ThreadPoolExecutor(jobs) as ex: results = list(ex.map(lambda f: check(f) if f.exists() else [f'{f.name}: missing'], files))
    for f, p in zip(files, results):
        bad += p
        print(f'{Path(f).stem}: ' + ('runs only its own and earlier notebooks\' code' if not p else f'{len(p)} functions of later notebooks ran'))
        for line in p: print('   ', line)
    sys.exit(1 if bad else 0)
