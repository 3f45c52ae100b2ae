"mininn.nn.utils, like torch.nn.utils: gradient clipping and parameters as one vector (nbs/08c_clip_grad.ipynb)."
from .clip_grad import clip_grad_norm_, clip_grad_value_, parameters_to_vector, vector_to_parameters
