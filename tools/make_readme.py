"""Write README.md from nbs/index.ipynb (what `nbdev_readme` does, without needing Quarto).

    python tools/make_readme.py          # write README.md
    python tools/make_readme.py --check  # exit 1 if README.md is out of date
"""
import json, re, sys
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

if __name__ == '__main__':
    text = render()
    readme = root / 'README.md'
    if '--check' in sys.argv:
        if readme.read_text() != text:
            sys.exit('README.md is out of date with nbs/index.ipynb: run `python tools/make_readme.py`.')
    else: readme.write_text(text)
