"""`mininn.multiprocessing`, like `torch.multiprocessing`: Python's `multiprocessing` (Process, Queue, Pool,
get_context, set_start_method, cpu_count, ...) plus `spawn` and `start_processes`, whose processes are started by MPI's
mpiexec and so form one MPI world. Like the other `__init__.py` files, written by hand and holding no code of its own:
`spawn` is exported from nbs/16d_launch.ipynb into `mininn.distributed.run`."""
from multiprocessing import *
from multiprocessing import __all__ as _mp_all
from ..distributed.run import (spawn, start_processes, ProcessContext, ProcessException, ProcessRaisedException,
                               ProcessExitedException)

__all__ = [*_mp_all, 'spawn', 'start_processes', 'ProcessContext', 'ProcessException', 'ProcessRaisedException',
           'ProcessExitedException']
