"""Everything a session does with a lent GPU, as one prepared run (the device tool's `run`).

On the device machine, from the repository root, with the wheels of .whl/ carried (see below):
    run(command="bash tools/gpu_session.sh", carry=[".whl"], timeout_s=...)

Steps, in order of value, each bounded so that the whole run ends before `--deadline` seconds:
  1. the machine: GPU, driver, CuPy, torch, numba;
  2. tools/gpu_check_graphs.py (14's CUDA-graph replay against torch's, on real CuPy);
  3. the notebooks with `#| gpu` cells, executed top to bottom with `tools/run_nb.py --gpu --skip-slow`
     (their `#| cuda` cells run on the real GPU too); each finished notebook goes into $OUT/notebooks.tar;
  4. the other notebooks with `#| cuda` cells (mostly companion tests) run on the real GPU, several at once,
     pass/fail and the failing cell's error in $OUT/tests.txt.
Back on the CPU machine take only the `#| gpu` cells' outputs from the returned notebooks, by cell id
(`python tools/gpu_session.py --merge DIR`), so that CPU timings recorded on the course's 2-core machine stay.

The .whl folder holds what the device's image lacks for running notebooks (execnb, fastcore, fastprogress,
IPython and its dependencies, tensorboardX); fetch them with pip download for Python 3.12 (device/README.md).
"""
import os, re, sys, json, time, tarfile, subprocess, argparse
from pathlib import Path
from concurrent.futures import ThreadPoolExecutor

ROOT = Path(__file__).resolve().parent.parent
# lessons first (their #| gpu outputs are committed), most wanted first
GPU_NBS = ['14_static_graphs', '11_gpu', '13_benchmarks', '01_matmul', '12_fashion_mnist', '15_porting',
           '00_notebook', 'index', 'tests/00_newcomer_tests']

def flagged(path, flag):
    nb = json.loads(Path(path).read_text())
    return any(c['cell_type'] == 'code' and re.search(rf'^#\|\s*{flag}\s*$', ''.join(c['source']), re.M)
               for c in nb['cells'])

def log(out, *a):
    s = ' '.join(str(x) for x in a)
    print(s, flush=True)
    with open(out / 'log.txt', 'a') as f: f.write(s + '\n')

def sh(cmd, timeout, env=None, cwd=ROOT):
    "Run `cmd`; (rc, seconds, combined output). rc None when it ran out of time."
    t = time.time()
    try:
        p = subprocess.run(cmd, shell=isinstance(cmd, str), cwd=cwd, env=env, timeout=max(timeout, 1),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        return p.returncode, time.time() - t, p.stdout
    except subprocess.TimeoutExpired as e:
        o = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or '')
        return None, time.time() - t, o

def session(out, deadline, workers, nbs=GPU_NBS, graphs=True):
    t0 = time.time()
    left = lambda: deadline - (time.time() - t0)
    env = {k: v for k, v in os.environ.items() if k not in ('MININN_CUDA_SIM', 'NUMBA_ENABLE_CUDASIM')}
    env['PYTHONUNBUFFERED'] = '1'
    rc, s, o = sh('nvidia-smi -L; nvidia-smi --query-gpu=driver_version,memory.total --format=csv,noheader; '
                  f'{sys.executable} -c "import cupy, torch, numba, numpy; print(\'CuPy\', cupy.__version__, '
                  '\'torch\', torch.__version__, \'numba\', numba.__version__, \'numpy\', numpy.__version__, '
                  '\'cores\', __import__(\'os\').cpu_count())"', 60, env)
    log(out, '== machine\n' + o)
    if graphs:
        rc, s, o = sh([sys.executable, 'tools/gpu_check_graphs.py'], min(150, left() - 60), env)
        log(out, f'== tools/gpu_check_graphs.py: rc {rc}, {s:.0f} s\n' + o[-6000:])
    ran = []
    for name in nbs:
        path = ROOT / 'nbs' / f'{name}.ipynb'
        if not path.exists() or not flagged(path, 'gpu'): continue
        if left() < 45: log(out, f'== {name}: skipped, {left():.0f} s left'); continue
        rc, s, o = sh([sys.executable, 'tools/run_nb.py', str(path), '--gpu', '--skip-slow'], left() - 30, env)
        log(out, f'== {name}: rc {rc}, {s:.0f} s' + ('' if rc == 0 else '\n' + o[-3000:]))
        if rc == 0:
            ran.append(path)
            with tarfile.open(out / 'notebooks.tar', 'w') as tf:
                for p in ran: tf.add(p, arcname=p.relative_to(ROOT / 'nbs'))
    tests = [p for p in sorted((ROOT / 'nbs').glob('*.ipynb')) + sorted((ROOT / 'nbs/tests').glob('*.ipynb'))
             if flagged(p, 'cuda') and p not in ran and str(p.relative_to(ROOT / 'nbs'))[:-6] not in GPU_NBS]
    tenv = dict(env, OPENBLAS_NUM_THREADS='2', OMP_NUM_THREADS='2', NUMBA_NUM_THREADS='2', MKL_NUM_THREADS='2')
    def one(p):
        if left() < 30: return p, None, 0, 'not started: out of time'
        rc, s, o = sh([sys.executable, 'tools/run_nb.py', str(p)], left() - 15, tenv)
        return p, rc, s, o
    with ThreadPoolExecutor(workers) as ex, open(out / 'tests.txt', 'w') as f:
        for p, rc, s, o in ex.map(one, tests):
            verdict = 'passed' if rc == 0 else 'TIMEOUT' if rc is None else 'FAILED'
            f.write(f'{p.relative_to(ROOT / "nbs")}: {verdict} ({s:.0f} s)\n')
            if rc != 0: f.write('    ' + o[-2500:].replace('\n', '\n    ') + '\n')
            f.flush()
            log(out, f'== real-GPU test {p.relative_to(ROOT / "nbs")}: {verdict} ({s:.0f} s)')
    log(out, f'== done in {time.time() - t0:.0f} s')

def merge(folder):
    "Copy the `#| gpu` cells' outputs of the notebooks under `folder` into nbs/, matched by cell id."
    for p in sorted(Path(folder).rglob('*.ipynb')):
        rel = p.relative_to(folder)
        dst = ROOT / 'nbs' / rel
        new, old = json.loads(p.read_text()), json.loads(dst.read_text())
        got = {c['id']: c for c in new['cells'] if 'id' in c}
        n = 0
        for c in old['cells']:
            if c['cell_type'] == 'code' and re.search(r'^#\|\s*gpu\s*$', ''.join(c['source']), re.M):
                g = got.get(c.get('id'))
                if g is None or ''.join(g['source']) != ''.join(c['source']):
                    print(f'{rel}: a #| gpu cell changed or is missing in the returned copy; left as it was'); continue
                if 'skipped (#| gpu)' in json.dumps(g['outputs']):
                    print(f'{rel}: a #| gpu cell was skipped there (no usable GPU); left as it was'); continue
                c['outputs'], c['execution_count'], n = g['outputs'], g.get('execution_count'), n + 1
        dst.write_text(json.dumps(old, indent=1, ensure_ascii=False) + '\n')
        print(f'{rel}: {n} #| gpu cells taken')

if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--deadline', type=float, default=420, help='seconds for the whole run')
    ap.add_argument('--workers', type=int, default=6, help='test notebooks run at once in step 4')
    ap.add_argument('--nbs', help='comma-separated lessons to run (default: all with #| gpu cells), no graph check')
    ap.add_argument('--merge', metavar='DIR', help='take the #| gpu outputs from the notebooks under DIR')
    a = ap.parse_args()
    if a.merge: merge(a.merge)
    else:
        out = Path(os.environ.get('OUT', '/tmp/gpu_out')); out.mkdir(parents=True, exist_ok=True)
        session(out, a.deadline, a.workers, *((a.nbs.split(','), False) if a.nbs else ()))
