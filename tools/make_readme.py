"""Write README.md from nbs/index.ipynb (what `nbdev_readme` does, without needing Quarto).

    python tools/make_readme.py          # write README.md
    python tools/make_readme.py --check  # exit 1 if README.md is out of date

Both also check that the README's sentence "The library itself needs only A, B and C (`pip install -e .`)" names
exactly the packages of settings.ini's `requirements`, so that the two cannot drift apart.
"""
import configparser, json, re, shlex, sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent

def cell_md(cell):
    src = ''.join(cell['source'])
    if cell['cell_type'] == 'markdown': return src
    if re.search(r'^#\|\s*(hide|export)', src, re.M): return ''
    code = '\n'.join(l for l in src.splitlines() if not l.startswith('#|')).strip()
    out = [f'```python\n{code}\n```']
    for o in cell.get('outputs', []):
        text = ''.join(o.get('text', '')) or ''.join(o.get('data', {}).get('text/plain', ''))
        if text.strip(): out.append(f'```\n{text.rstrip()}\n```')
    return '\n\n'.join(out)

def render():
    nb = json.loads((root / 'nbs' / 'index.ipynb').read_text())
    body = '\n\n'.join(filter(None, (cell_md(c) for c in nb['cells'])))
    body = re.sub(r'^> (.*)$', r'> \1', body, count=1, flags=re.M)
    return '# ' + body.lstrip('# ').rstrip() + '\n' if body.startswith('# ') else body + '\n'

def requirements(ini=root / 'settings.ini'):
    "The package names of settings.ini's `requirements` (what `pip install -e .` installs), without their versions."
    cfg = configparser.ConfigParser(delimiters=['=']); cfg.read(ini, encoding='utf-8')
    return [re.split(r'[\s<>=!~;\[]', r, maxsplit=1)[0] for r in shlex.split(cfg['DEFAULT'].get('requirements', ''))]

DEPS_RE = re.compile(r'The library itself needs only (.+?) \(`pip install -e \.`\)', re.S)

def listed_dependencies(text):
    "The names the README lists in 'The library itself needs only A, B and C (`pip install -e .`)', or None without it."
    m = DEPS_RE.search(text)
    return None if m is None else [n.strip() for n in re.split(r',|\band\b', m.group(1)) if n.strip()]

def check_dependencies(text, reqs=None):
    "Lines saying how the README's list of dependencies differs from settings.ini's `requirements` ([]: it matches)."
    reqs = requirements() if reqs is None else reqs
    listed = listed_dependencies(text)
    if listed is None: return ["README.md lacks the sentence 'The library itself needs only ... (`pip install -e .`)'"]
    def norm(name): return re.sub(r'[-_.]+', '-', name).lower()
    missing = [r for r in reqs if norm(r) not in {norm(n) for n in listed}]
    extra = [n for n in listed if norm(n) not in {norm(r) for r in reqs}]
    problems = []
    if missing:
        problems.append(f"README.md's list of dependencies omits {', '.join(missing)} (settings.ini `requirements`)")
    if extra:
        problems.append(f"README.md lists {', '.join(extra)} as dependencies: settings.ini's `requirements` lacks it")
    return problems

if __name__ == '__main__':
    text = render()
    readme = root / 'README.md'
    if '--check' in sys.argv:
        if readme.read_text() != text:
            sys.exit('README.md is out of date with nbs/index.ipynb: run `python tools/make_readme.py`.')
    else: readme.write_text(text)
    if problems := check_dependencies(text): sys.exit('\n'.join(problems) + ': edit nbs/index.ipynb (or settings.ini)')
