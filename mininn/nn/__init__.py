"mininn.nn: modules, layers and their functional forms, mirroring torch.nn."
from .modules import Parameter, Module, Sequential, ModuleList, ModuleDict, Identity, RemovableHandle
from .layers import (Linear, ReLU, LeakyReLU, GELU, Sigmoid, Tanh, Softmax, LogSoftmax, Dropout, Flatten,
                     BatchNorm1d, BatchNorm2d, LayerNorm, MSELoss, L1Loss, CrossEntropyLoss, NLLLoss, BCELoss,
                     BCEWithLogitsLoss, SmoothL1Loss, HuberLoss, Embedding)
from .conv import Conv2d, MaxPool2d, AvgPool2d, AdaptiveAvgPool2d
from .rnn import RNNCellBase, RNNCell, LSTMCell, GRUCell, RNNBase, RNN, LSTM, GRU, MultiheadAttention
from . import init, functional, utils
from .. import cpu as _cpu   # the CPU backend's fast kernels (notebooks 10c-10e) replace the simple defaults
