"""A classifier trained with Adagrad; ReduceLROnPlateau halves the learning rate when the validation loss stops improving."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim.lr_scheduler import ReduceLROnPlateau

rng = np.random.default_rng(7)
def make(n):
    x = rng.standard_normal((n, 6)).astype(np.float32)
    y = ((x[:, 0] + x[:, 1] * x[:, 2] > 0).astype(np.int64) + (x[:, 3] > 1)).astype(np.int64)
    flip = rng.uniform(size=n) < 0.15                       # label noise, so the validation loss levels off
    y[flip] = rng.integers(0, 3, flip.sum())
    return torch.from_numpy(x), torch.from_numpy(y)
(xt, yt), (xv, yv) = make(128), make(64)

model = nn.Sequential(nn.Linear(6, 24), nn.ReLU(), nn.Linear(24, 3))
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.4, 0.4, tuple(p.shape)).astype(np.float32)))
optimizer = torch.optim.Adagrad(model.parameters(), lr=0.3)
scheduler = ReduceLROnPlateau(optimizer, mode="min", factor=0.5, patience=1)
for epoch in range(12):
    model.train()
    for i in range(0, 128, 32):
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xt[i:i + 32]), yt[i:i + 32])
        loss.backward()
        optimizer.step()
    model.eval()
    with torch.no_grad():
        val_loss = F.cross_entropy(model(xv), yv).item()
        acc = (model(xv).argmax(1) == yv).float().mean().item()
    scheduler.step(val_loss)
    print(f"epoch {epoch:2d}  train {loss.item():.5f}  val {val_loss:.5f}  acc {acc:.4f}  lr {optimizer.param_groups[0]['lr']:.5f}")
