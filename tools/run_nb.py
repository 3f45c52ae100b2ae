"""Execute notebooks in place and keep their outputs, as the course commits them.

    python tools/run_nb.py nbs/03_autograd.ipynb [more.ipynb ...] [--gpu] [--skip-slow]

Cells flagged `#| gpu` are left unexecuted (no outputs) unless `--gpu` is given, so a CPU
machine never overwrites outputs recorded on a GPU machine; `--skip-slow` likewise keeps the
recorded outputs of `#| slow` cells. Run `nbdev_clean` afterwards.
"""
import os, re, sys, time
from pathlib import Path
from execnb.nbio import read_nb, write_nb
from execnb.shell import CaptureShell

def has_flag(cell, flag):
    return cell.cell_type == 'code' and re.search(rf'^#\|\s*{flag}\s*$', cell.source, re.M) is not None

def run(path, gpu=False, skip_slow=False):
    path = Path(path).resolve()
    nb = read_nb(path)
    cwd = os.getcwd()
    os.chdir(path.parent)              # nbdev_test runs notebooks from their own folder too
    try:
        shell = CaptureShell(path)
        start = time.time()
        for cell in nb.cells:
            if cell.cell_type != 'code': continue
            if has_flag(cell, 'gpu') and not gpu: continue   # keep outputs recorded on a GPU
            if has_flag(cell, 'slow') and skip_slow: continue
            cell.outputs = []                  # execnb keeps the old outputs of a cell that prints nothing now
            shell.cell(cell)
            if shell.exc:
                write_nb(nb, path)             # keep what ran, so a long notebook is not lost to its last cell
                raise RuntimeError(f'{path.name}: cell failed:\n{cell.source}\n{shell.exc!r}') from shell.exc
        print(f'{path.name}: ran in {time.time()-start:.1f} s')
    finally:
        os.chdir(cwd)
    write_nb(nb, path)

if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    for p in args: run(p, gpu='--gpu' in sys.argv, skip_slow='--skip-slow' in sys.argv)
