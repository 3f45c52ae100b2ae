"Utilities, laid out like `torch.utils`: `mininn.utils.data` holds Dataset, DataLoader, samplers and collate."
from . import data
from . import workers      # DataLoader's worker processes (16_workers): registers itself with `data.DataLoader`
