"""mininn.cpu: the CPU backend's fast kernels (the "making it fast" notebooks 10c-10e). Importing this package registers
each of them in `mininn.backend.cpu`, in place of the simple default kernel the earlier notebooks taught; `mininn.nn`
and `mininn.optim` import it, so a user always gets them. Written by hand."""
from . import conv, layers, optim
