"Utilities, laid out like `torch.utils`: `mininn.utils.data` holds Dataset, DataLoader, samplers and collate."
from . import data
