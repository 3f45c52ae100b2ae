"mininn.nn: modules, layers and their functional forms, mirroring torch.nn."
from .modules import Parameter, Module, Sequential, ModuleList, ModuleDict, Identity, RemovableHandle
from . import init
