"""Exported cells stay small: fail if any `#| export` cell of a notebook in nbs/ is longer than 60 lines."""
import json, re, sys, pathlib

LIMIT = 60

def main(root='.'):
    bad = []
    for p in sorted(pathlib.Path(root, 'nbs').glob('*.ipynb')):
        for i, c in enumerate(json.loads(p.read_text())['cells']):
            s = ''.join(c['source'])
            if c['cell_type'] == 'code' and re.match(r'\s*#\|\s*export', s) and s.count('\n') + 1 > LIMIT:      # a trailing newline counts as a line
                bad.append(f'{p.name}: cell {i} has {s.count(chr(10)) + 1} lines')
    for b in bad: print(b)
    print(f'{len(bad)} exported cells over {LIMIT} lines')
    return 1 if bad else 0

if __name__ == '__main__': sys.exit(main(*sys.argv[1:]))
