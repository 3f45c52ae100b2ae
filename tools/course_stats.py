"""What a student meets in each notebook: pictures, exercises, median code cell, words of prose, test calls.

    python tools/course_stats.py [nbs/X.ipynb ...]      # default: every notebook of nbs/ (not the tests)
    python tools/course_stats.py --path                  # the notebooks of the course path (tools/course_path.txt)
"""
import json, re, statistics, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST_CALL = re.compile(r'\b(test_eq|test_close|test_fail|test_is|test_ne|test_eq_type|prove_exercise|assert)\b')

def path_notebooks():
    "The course path, in reading order: tools/course_path.txt, one notebook name per line (`#` starts a comment)."
    lines = (ROOT / 'tools' / 'course_path.txt').read_text().splitlines()
    return [ROOT / 'nbs' / f'{l.split("#")[0].strip()}.ipynb' for l in lines if l.split('#')[0].strip()]

def stats(path):
    nb = json.loads(Path(path).read_text(encoding='utf-8'))
    sizes, pictures, words, tests, exercise_heads, checks = [], 0, 0, 0, 0, 0
    for c in nb['cells']:
        src = ''.join(c['source'])
        if c['cell_type'] == 'code':
            sizes.append(sum(1 for l in src.splitlines() if l.strip()))
            tests += len(TEST_CALL.findall(src))
            checks += len(re.findall(r'^check_exercise\(', src, re.M))
            pictures += sum(1 for o in c.get('outputs', []) if {'image/png', 'image/svg+xml'} & set(o.get('data', {})))
        elif c['cell_type'] == 'markdown':
            words += len(re.sub(r'```.*?```', '', src, flags=re.S).split())
            exercise_heads += len(re.findall(r'^#+ .*Exercise', src, re.M))
    return dict(pictures=pictures, exercises=min(exercise_heads, checks), median_cell=statistics.median(sizes) if sizes else 0,
                code_cells=len(sizes), words=words, test_calls=tests)

if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    files = path_notebooks() if '--path' in sys.argv else [Path(a) for a in args] or sorted((ROOT / 'nbs').glob('*.ipynb'))
    print(f"{'notebook':32s} {'pictures':>8s} {'exercises':>9s} {'median':>6s} {'cells':>5s} {'words':>6s} {'tests':>5s}")
    for f in files:
        s = stats(f)
        print(f"{f.stem:32s} {s['pictures']:8d} {s['exercises']:9d} {s['median_cell']:6.1f} {s['code_cells']:5d} {s['words']:6d} {s['test_calls']:5d}")
