"""Count array-type and device-name tests outside the backend files; exit 1 if there are any.

mininn's rule: ops, layers, optimizers and the rest ask `backend_of(a)` for kernels and never test what an array is
or where it lives. Only the files below may: they *are* the backends (or torch's device API, or the tensor
container that prints and converts devices).
"""
import re, sys, pathlib

ALLOWED = {
    'mininn/backend.py',        # the switch, the CPU and GPU backend objects
    'mininn/tensor.py',         # the container: device printing, .numpy(), .is_cuda
    'mininn/cuda.py',           # the GPU backend's kernels and torch.cuda's API
    'mininn/porting.py',        # torch.backends' and torch.accelerator's API (15; read as mininn.backends, .accelerator)
    'mininn/matmuls.py',         # 01: numba.cuda kernels, taught before there is a backend
    'mininn/sim_kernels.py',    # 01c: CUDA-C kernels run on the host for the simulated GPU
    'mininn/cudasim.py',        # 01d: the simulated GPU's array module (a stand-in for CuPy)
    'mininn/notebook.py',       # 00: asks CuPy whether a real GPU is there, to skip the notebooks' GPU cells
}
ALLOWED_DIRS = ('mininn/fast/',)  # the CPU backend's fast kernels

PATTERNS = [
    (r'isinstance\([^)]*\bndarray\b', 'isinstance(.., ndarray)'),
    (r'\btype\([^()]*\)\s*(is|is not|==|!=)\s*(np|numpy|cp|cupy)\.', 'type(a) is np/cupy...'),
    (r'\b(is|is not)\s+(np|numpy|cupy|cp)\b(?!\.)', 'xp is np'),
    (r'__name__\s*[!=]=\s*[\'"](numpy|cupy)', "module __name__ == 'numpy'"),
    (r'hasattr\([^,]+,\s*[\'"]get[\'"]\)', "hasattr(a, 'get')"),
    (r'\bcupy\b|\b_cupy\b|cupy_or_raise|_import_cupy|gpu_backend\(', 'direct CuPy use'),
    (r'[!=]=\s*[\'"]cuda|[\'"]cuda[\'"]\s*[!=]=|\.type\s*[!=]=\s*[\'"]cpu|[\'"]cpu[\'"]\s*[!=]=\s*\w+\.type', 'device name test'),
    (r'\.is_cuda\b|\.is_gpu\b', 'is_cuda / is_gpu test'),
]

def code_part(line):
    "The line without a trailing comment (good enough: '#' inside strings is rare in this code base)."
    return line.split(' #')[0] if not line.lstrip().startswith('#') else ''

def main(root='.'):
    root = pathlib.Path(root)
    hits = []
    for f in sorted(root.glob('mininn/**/*.py')):
        rel = f.relative_to(root).as_posix()
        if rel in ALLOWED or rel.startswith(ALLOWED_DIRS) or rel.endswith('_modidx.py'): continue
        for n, line in enumerate(f.read_text().splitlines(), 1):
            s = code_part(line)
            if s.lstrip().startswith(('"', "'")): continue          # docstrings
            for pat, what in PATTERNS:
                if re.search(pat, s): hits.append(f'{rel}:{n}: {what}: {line.strip()[:110]}')
    for h in hits: print(h)
    print(f'{len(hits)} array-type/device tests outside the backend files')
    return 1 if hits else 0

if __name__ == '__main__': sys.exit(main(*sys.argv[1:]))
