"""nn.Embedding, F.one_hot and the robust regression losses (smooth L1, Huber), forward and backward."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

rng = np.random.default_rng(13)
emb = nn.Embedding(7, 4, padding_idx=0)
with torch.no_grad():
    emb.weight.copy_(torch.from_numpy(rng.standard_normal((7, 4)).astype(np.float32)))
    emb.weight[0].zero_()
ids = torch.tensor([[1, 0, 3], [6, 6, 2]])
vectors = emb(ids)
print(f"embedding {tuple(vectors.shape)}  sum {vectors.sum().item():.5f}")
vectors.pow(2).sum().backward()
print("grad rows", [round(v, 5) for v in emb.weight.grad.sum(1).tolist()], "(row 0 is padding: no gradient)")

one_hot = F.one_hot(ids, num_classes=7)
print("one_hot", tuple(one_hot.shape), one_hot.dtype == torch.int64, one_hot[1, 0].tolist())

pred = torch.from_numpy(rng.standard_normal(12).astype(np.float32) * 2).requires_grad_()
target = torch.from_numpy(rng.standard_normal(12).astype(np.float32))
for name, fn in [("smooth_l1 beta=0.5", lambda: F.smooth_l1_loss(pred, target, beta=0.5)),
                 ("huber delta=1.5", lambda: F.huber_loss(pred, target, delta=1.5)),
                 ("SmoothL1Loss sum", lambda: nn.SmoothL1Loss(reduction="sum")(pred, target)),
                 ("HuberLoss", lambda: nn.HuberLoss()(pred, target))]:
    pred.grad = None
    loss = fn()
    loss.backward()
    print(f"{name:20s} {loss.item():.6f}  grad {pred.grad.abs().sum().item():.6f}")
