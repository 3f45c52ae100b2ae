"mininn.optim: optimizers (`SGD`, `Adam`, `AdamW`, `RMSprop`, `Adagrad`, `Adadelta`, `LBFGS`) and `lr_scheduler`, mirroring torch.optim. Written by hand; the code lives in `optimizer.py` (nbs/08_optim.ipynb) and `lr_scheduler.py` (nbs/08b_lr_scheduler.ipynb)."
from .optimizer import *
from . import lr_scheduler
from .. import cpu as _cpu   # the CPU backend's fast kernels (notebooks 10c-10e) replace the simple defaults
