"""`mininn.accelerator`, like `torch.accelerator`: torch's device-neutral questions (is there an accelerator, which one,
how many), answered for mininn, whose one accelerator is CUDA through CuPy. Like the other `__init__.py` files,
written by hand and holding no code of its own: the code is exported from nbs/15_porting.ipynb into `mininn.porting`."""
from ..porting import (is_available, current_accelerator, device_count, current_device_index, set_device_index,
                       synchronize)

__all__ = ['is_available', 'current_accelerator', 'device_count', 'current_device_index', 'set_device_index',
           'synchronize']
