"""Run All, as Jupyter does (nbclient, the engine of `jupyter nbconvert --execute`), on every notebook, on this CPU-only
machine, without the simulation's switches. `#| slow` cells are skipped (tagged skip-execution) unless --slow; nothing is written back.
    python tools/run_all.py [--slow] [--jobs 2] [nbs/X.ipynb ...]"""
import os, re, sys, time, glob, nbformat, concurrent.futures as cf
from nbclient import NotebookClient
def one(path, slow):
    nb = nbformat.read(path, as_version=4)
    skipped = 0
    for c in nb.cells:
        if c.cell_type == 'code' and not slow and re.search(r'^#\|\s*slow\s*$', c.source, re.M):
            c.metadata.setdefault('tags', []).append('skip-execution'); skipped += 1
    t = time.time()
    try:
        NotebookClient(nb, timeout=1800, kernel_name='python3', resources={'metadata': {'path': os.path.dirname(path)}},
                       skip_cells_with_tag='skip-execution').execute()
        ok, err = True, ''
    except Exception as e: ok, err = False, f'{type(e).__name__}: {str(e)[-1500:]}'
    lines = [l for c in nb.cells if c.cell_type == 'code' for o in c.get('outputs', []) if o.get('output_type') == 'stream'
             for l in o.get('text', '').splitlines() if 'skipped' in l.lower() and ('gpu' in l.lower() or 'cuda' in l.lower())]
    return path, ok, time.time() - t, skipped, len(lines), (lines[:1] or [''])[0], err
if __name__ == '__main__':
    for k in ('MININN_CUDA_SIM', 'NUMBA_ENABLE_CUDASIM'): os.environ.pop(k, None)
    slow = '--slow' in sys.argv
    jobs = int(sys.argv[sys.argv.index('--jobs') + 1]) if '--jobs' in sys.argv else 2
    paths = [a for a in sys.argv[1:] if a.endswith('.ipynb')] or sorted(glob.glob('nbs/*.ipynb'))
    fails = 0
    with cf.ProcessPoolExecutor(jobs) as ex:
        for path, ok, dt, skipped, ngpu, first, err in ex.map(one, paths, [slow] * len(paths)):
            fails += not ok
            print(f'{"ok  " if ok else "FAIL"} {path:36} {dt:6.0f} s  slow cells skipped: {skipped}  GPU cells skipped: {ngpu}  {first[:90]}', flush=True)
            if err: print('     ', err.replace('\n', '\n      '), flush=True)
    print(f'{len(paths) - fails} of {len(paths)} notebooks ran to the end'); sys.exit(1 if fails else 0)
