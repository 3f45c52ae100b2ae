"""Utilities, laid out like `torch.utils`: `mininn.utils.data` holds Dataset, DataLoader, samplers and collate;
`mininn.utils.checkpoint` activation checkpointing (`checkpoint`, `checkpoint_sequential`, nbs/08d_checkpoint)."""
from . import data
from . import workers      # DataLoader's worker processes (16_workers): registers itself with `data.DataLoader`
import importlib as _importlib

def __getattr__(name):
    "`mininn.utils.checkpoint` loads on first use: it imports `mininn.nn`, which (through `mininn.distributed`) imports this package."
    if name == 'checkpoint': return _importlib.import_module(f'{__name__}.checkpoint')
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
