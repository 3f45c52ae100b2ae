"""mininn.fast: the CPU backend's fast kernels (the "making it fast" notebooks 10c-10e), numba loops and BLAS calls.
Importing this package registers each of them in `mininn.backend.cpu` (the CPU backend object), in place of the simple
default kernel the earlier notebooks taught; `import mininn` imports it, last, so a user always gets them. Not torch's
`torch.cpu` (a device module). Written by hand."""
from . import conv, layers, optim
