"""mininn.optim: optimizers (`SGD`, `Adam`, `AdamW`, `RMSprop`, `Adagrad`, `Adadelta`, `RAdam`, `NAdam`,
`Adamax`, `ASGD`, `LBFGS`) and `lr_scheduler`,
mirroring torch.optim. Written by hand; the code lives in `optimizer.py` (nbs/08_optim.ipynb) and `lr_scheduler.py`
(nbs/08b_lr_scheduler.ipynb). The CPU backend's fast kernels are registered by `import mininn` itself (see
mininn/__init__.py): `mininn.fast` imports from this package."""
from .optimizer import *
from . import lr_scheduler
