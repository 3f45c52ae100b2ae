"""mininn.nn: modules, layers and their functional forms, mirroring torch.nn. Written by hand.

The layers are gathered, not listed: every class in the `__all__` of a layer module (`modules.py` nbs/05_nn,
`layers.py` nbs/06_layers, `more_layers.py` nbs/06c_more_layers, `conv.py` nbs/07_conv, `more_conv.py` nbs/07b_more_conv,
`rnn.py` nbs/12b_sequences, `transformer.py` nbs/12d_transformer) is `mininn.nn.<Name>`, so a new layer
exported by its notebook cannot be forgotten here; the functions of those modules go to `mininn.nn.functional`.
The CPU backend's fast kernels are registered by `import mininn` itself (see mininn/__init__.py), not from here:
`mininn.fast` imports from this package, and importing it here made an import loop."""
from . import modules, layers, more_layers, conv, more_conv, rnn, transformer
from ..autograd import RemovableHandle          # what `Module.register_forward_hook` and friends return

def _gather(*mods):
    "The classes in the modules' `__all__`, each name once."
    out = {}
    for m in mods:
        for name in m.__all__:
            obj = getattr(m, name)
            if not isinstance(obj, type): continue
            if name in out and out[name] is not obj:
                raise ImportError(f'mininn.nn.{name} is defined twice: in {out[name].__module__} and {m.__name__}')
            out[name] = obj
    return out

_layers = _gather(modules, layers, more_layers, conv, more_conv, rnn, transformer)
globals().update(_layers)
__all__ = sorted(_layers) + ['RemovableHandle', 'DataParallel', 'init', 'functional', 'utils', 'parallel']
from . import init, functional, utils, parallel     # parallel: DistributedDataParallel (nbs/16c_ddp), as torch.nn.parallel
DataParallel = parallel.DataParallel
