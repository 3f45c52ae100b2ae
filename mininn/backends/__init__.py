"""`mininn.backends`, like `torch.backends`: which native libraries mininn uses (none of cuDNN, oneDNN or Metal, and it
says so), the flags that PyTorch scripts set, kept without effect, and the CPU thread count. Like the other
`__init__.py` files, written by hand and holding no code of its own: the flags are exported from nbs/15_porting.ipynb
into `mininn.porting`, the thread functions from nbs/10e_fast_optim.ipynb into `mininn.fast.optim` (also
`mn.set_num_threads`). Not to be confused with `mininn.backend` (singular, nbs/01b), the table of kernels for each
array type: this package only mirrors torch's name and flags."""
from ..porting import cudnn, cuda, mps, mkldnn
from ..fast.optim import available_cores, set_num_threads, get_num_threads

__all__ = ['cudnn', 'cuda', 'mps', 'mkldnn', 'available_cores', 'set_num_threads', 'get_num_threads']
