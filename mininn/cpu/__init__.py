"""mininn.cpu: the CPU backend's fast kernels (the "making it fast" notebooks). Importing this package registers each
of them in `mininn.backend.cpu`, in place of the simple default kernel the earlier notebooks taught. Written by hand."""
import importlib as _importlib
for _m in ('conv', 'layers', 'optim'):      # while the modules are being written, a missing one is skipped
    try: _importlib.import_module(f'{__name__}.{_m}')
    except ModuleNotFoundError as e:
        if e.name != f'{__name__}.{_m}': raise
