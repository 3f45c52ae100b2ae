"""Tensor methods and f-string formatting that PyTorch code uses all the time."""
import numpy as np
import torch

rng = np.random.default_rng(2)
t = torch.from_numpy(rng.standard_normal((4, 6)).astype(np.float32))
print(f"sum {t.sum():.4f}  mean {t.mean():+.4f}  max {t.max():.4f}  first {t[0, 0]:8.3f}")
print(f"shape {tuple(t.shape)}  size(1) {t.size(1)}  numel {t.numel()}  dtype {t.dtype}")
vals, idx = t.topk(3, dim=1)
print("topk values", [f"{v:.4f}" for v in vals[0].tolist()], "indices", idx.tolist())
print(f"tril sum {torch.tril(t).sum():.5f}  triu(1) sum {t.triu(diagonal=1).sum():.5f}")
print("cumsum last column", [round(v, 4) for v in t.cumsum(dim=1)[:, -1].tolist()])
print(f"norm {t.norm():.5f}  row norms {[round(v, 4) for v in t.norm(dim=1).tolist()]}")
print("argmax", t.argmax(dim=1).tolist(), f" clamp sum {t.clamp(min=0).sum():.5f}")
print(f"masked_fill sum {t.masked_fill(t < 0, 0.0).sum():.5f}  where sum {torch.where(t > 0, t, torch.zeros_like(t)).sum():.5f}")
sorted_t, order = t[0].sort(descending=True)
print("sort", [round(v, 4) for v in sorted_t.tolist()], order.tolist())
r = torch.rand_like(t)
print(f"rand_like {tuple(r.shape)} {r.dtype} in [0, 1): {bool(((r >= 0) & (r < 1)).all())}")
m = torch.multinomial(torch.tensor([0.2, 0.0, 0.8]), 10, replacement=True)
print("multinomial never draws a zero-probability index:", bool((m != 1).all()), m.shape)
print(f"std {t.std():.5f}  var(dim=0) {[round(v, 4) for v in t.var(dim=0).tolist()]}")
print("stack/cat", tuple(torch.stack([t, t]).shape), tuple(torch.cat([t, t], dim=1).shape), t.shape)
