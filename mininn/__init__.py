__version__ = "0.1.0"
import os as _os
if _os.environ.get('MININN_CUDA_SIM') == '1':    # 'cuda' means the simulated GPU of notebook 01d (see the README)
    from .cudasim import install as _install_simulated_gpu
    _install_simulated_gpu()
# `import mininn as mn` gives torch's layout: `mn.tensor`, `mn.no_grad`, `mn.float32`, `mn.save`, `mn.nn`, `mn.optim`,
# and, loaded on first use, the other subpackages `mn.utils`, `mn.datasets`, `mn.learner`, `mn.matmul`...
from .tensor import *
from .autograd import *
from .ops import *
from .serialization import save, load, CheckpointError, CheckpointNotFoundError
from . import autograd
from .tensor import bool_ as bool, float32 as float, float64 as double, float16 as half, int64 as long, int32 as int
from .more_ops import *
from .linalg import logdet, inverse, pinverse   # torch.logdet & co; Tensor.det/svd/qr/cholesky (04c)
# torch.det(input), torch.slogdet(input) and torch.lu_solve(b, LU_data, LU_pivots) are not torch.linalg's det(A),
# slogdet(A), lu_solve(LU, pivots, B): 04c writes them under private names (torch.matrix_exp is linalg's, `input`)
from .linalg import _torch_det as det, _torch_slogdet as slogdet, _torch_lu_solve as lu_solve, matrix_exp
from .linalg import (_lu_method as lu, lu_unpack, triangular_solve, cholesky_solve, cholesky_inverse, geqrf,
                     orgqr, ormqr)     # torch.lu & co, the older linear-algebra names (04c)
from . import cuda     # the GPU backend's kernels, registered when a GPU is first used (importing starts no CUDA work)
import importlib as _importlib

def __getattr__(name):
    try: return _importlib.import_module(f'{__name__}.{name}')
    except ModuleNotFoundError as e:
        if e.name != f'{__name__}.{name}': raise
    raise AttributeError(f"module 'mininn' has no attribute {name!r}")

# The CPU backend's fast kernels (notebooks 10c-10e) replace the simple defaults in `backend.cpu` for every user: any
# `import mininn...` runs this file first. They are registered here, last, because they import from `mininn.nn` and
# `mininn.optim` (so those two load with `import mininn`), and those packages importing them would be an import loop.
from . import fast     # the CPU backend's fast kernels (not `backend.cpu`, the CPU backend object)
# torch.set_num_threads: 10e writes it beside the thread adapter it steers
from .fast.optim import set_num_threads, get_num_threads
from .nn.layers import erf      # torch.erf; notebook 06 writes it for GELU
# torch.set_float32_matmul_precision (11_gpu); cuDNN's convolutions, registered on a GPU with the `cudnn` extra (11d)
from .cuda import set_float32_matmul_precision, get_float32_matmul_precision
from . import cudnn as _cudnn
from . import cuda_fused     # the GPU backend's fused kernels: fewer launches per step (11e)
from .amp import autocast, is_autocast_enabled, get_autocast_dtype   # torch.autocast (11c)
