"""`torch.fft` as `mn.fft`. Written by hand: it gathers the Fourier transforms that `nbs/04c_linalg.ipynb` exports
into `mininn/linalg.py` (nbdev writes one module per notebook) and holds no code of its own."""
from ..linalg import (fft, ifft, fft2, ifft2, fftn, ifftn, rfft, rfft2, rfftn, irfft, irfft2, irfftn, fftfreq, rfftfreq,
                      fftshift, ifftshift)
