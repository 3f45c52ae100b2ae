"""mininn.nn.functional: the functional forms of the layers, like torch.nn.functional
(`import mininn.nn.functional as F`)."""
from ...ops import pad
from ..layers import (linear, relu, sigmoid, tanh, leaky_relu, gelu, softmax, log_softmax, dropout, batch_norm,
                      layer_norm, mse_loss, l1_loss, cross_entropy, nll_loss, binary_cross_entropy,
                      binary_cross_entropy_with_logits, smooth_l1_loss, huber_loss, embedding, one_hot)
from ..conv import conv2d, conv_transpose2d, max_pool2d, avg_pool2d, adaptive_avg_pool2d
from ..rnn import scaled_dot_product_attention

from .. import more_layers as _more_layers, more_conv as _more_conv, transformer as _transformer

def _functions(*mods):
    """The functions in the modules' `__all__` (not classes, not the backends' `*_kernel`/`*_numba` kernels): the
    later notebooks' layers (06c, 07b, 12d) add their functional forms here by exporting them, as `mininn.nn` gathers
    their classes."""
    out = {}
    for m in mods:
        for name in m.__all__:
            obj = getattr(m, name)
            if isinstance(obj, type) or not callable(obj) or name.endswith(('_kernel', '_numba')): continue
            if name in globals() or (name in out and out[name] is not obj):
                raise ImportError(f'mininn.nn.functional.{name} is defined twice (in {m.__name__})')
            out[name] = obj
    return out

globals().update(_functions(_more_layers, _more_conv, _transformer))
