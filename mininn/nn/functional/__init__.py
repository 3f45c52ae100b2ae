"""mininn.nn.functional: the functional forms of the layers, like torch.nn.functional
(`import mininn.nn.functional as F`)."""
from ...ops import pad
from ..layers import (linear, relu, sigmoid, tanh, leaky_relu, gelu, softmax, log_softmax, dropout, batch_norm,
                      layer_norm, mse_loss, l1_loss, cross_entropy, nll_loss, binary_cross_entropy,
                      binary_cross_entropy_with_logits, smooth_l1_loss, huber_loss, embedding, one_hot)
from ..conv import conv2d, conv_transpose2d, max_pool2d, avg_pool2d, adaptive_avg_pool2d
from ..rnn import scaled_dot_product_attention
