"""`mininn.distributed`, like `torch.distributed`: process groups and collectives (`all_reduce`, `broadcast`,
`all_gather`, ...) on MPI (mpi4py) for host tensors and NCCL (CuPy) for GPU tensors. Like the other `__init__.py`
files, written by hand and holding no code of its own: the collectives are exported from nbs/16b_collectives.ipynb
into `mininn.distributed.core`."""
from .core import *
from .sampler import DistributedSampler
