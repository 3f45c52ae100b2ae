"""A map-style Dataset returning dicts, DataLoader with drop_last and a custom collate_fn, and an endless sampler."""
import numpy as np
import torch
from torch.utils.data import Dataset, DataLoader, RandomSampler, Subset, random_split
from torch.utils.data.dataloader import default_collate

class Squares(Dataset):
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i): return {"x": torch.tensor([float(i), float(i) ** 2]), "label": i % 3, "name": f"item{i}"}

ds = Squares(10)
loader = DataLoader(ds, batch_size=4, drop_last=True)
print("batches", len(loader))
for batch in loader:
    print(batch["x"].sum(0).tolist(), batch["label"].tolist(), batch["name"])

def pairs(samples):                                   # a custom collate_fn
    batch = default_collate(samples)
    return batch["x"][:, 0], batch["x"][:, 1]
a, b = next(iter(DataLoader(ds, batch_size=3, collate_fn=pairs)))
print("custom collate", a.tolist(), b.tolist())

endless = RandomSampler(ds, replacement=True, num_samples=10**10)
first = next(iter(DataLoader(ds, batch_size=5, sampler=endless)))
print("endless sampler", len(endless), "batches", len(DataLoader(ds, batch_size=5, sampler=endless)),
      "first batch", tuple(first["x"].shape), all(0 <= i < 10 for i in first["label"].tolist()))
sub = Subset(ds, [1, 4, 7])
print("subset", [sub[i]["label"] for i in range(len(sub))], len(sub))
g = torch.Generator().manual_seed(0)
print("random_split sizes", [len(s) for s in random_split(ds, [0.7, 0.3], generator=g)])
