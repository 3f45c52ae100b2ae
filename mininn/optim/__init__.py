"""mininn.optim: optimizers (`SGD`, `Adam`, `AdamW`, `RMSprop`, `Adagrad`, `Adadelta`, `RAdam`, `NAdam`,
`Adamax`, `ASGD`, `LBFGS`), `lr_scheduler` and `swa_utils`, mirroring torch.optim. Written by hand; the code lives in
`optimizer.py` (nbs/08_optim.ipynb), `lr_scheduler.py` (nbs/08b_lr_scheduler.ipynb) and `swa_utils.py`
(nbs/08c_training_utils.ipynb). The CPU backend's fast kernels are registered by `import mininn` itself (see
mininn/__init__.py): `mininn.fast` imports from this package."""
from .optimizer import *
from . import lr_scheduler
import importlib as _importlib

def __getattr__(name):
    "`mininn.optim.swa_utils` loads on first use: it imports `mininn.nn`, whose `utils` imports this package."
    if name == 'swa_utils': return _importlib.import_module(f'{__name__}.swa_utils')
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
