"""mininn.nn.utils, like torch.nn.utils: gradient clipping and parameters as one vector, and `rnn` (packed sequences).
Written by hand: the clipping code lives in `mininn/optim/optimizer.py` (nbs/08_optim.ipynb, section "Gradient
clipping"), next to the optimizers whose steps it bounds; the packed sequences in `mininn/nn/rnn.py`
(nbs/12b_sequences.ipynb, section "Sequences of different lengths"). This package keeps torch's import paths
(`mn.nn.utils.clip_grad_norm_`, `mn.nn.utils.rnn.pack_padded_sequence`)."""
from ...optim.optimizer import clip_grad_norm_, clip_grad_value_, parameters_to_vector, vector_to_parameters
from . import rnn
