"""mininn.nn.utils, like torch.nn.utils: gradient clipping and parameters as one vector. Written by hand: the code lives
in `mininn/optim/optimizer.py` (nbs/08_optim.ipynb, section "Gradient clipping"), next to the optimizers whose steps
it bounds; this package keeps torch's import path (`mn.nn.utils.clip_grad_norm_`)."""
from ...optim.optimizer import clip_grad_norm_, clip_grad_value_, parameters_to_vector, vector_to_parameters
