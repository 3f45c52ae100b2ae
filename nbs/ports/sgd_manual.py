"""Regression with a hand-written SGD step: `p -= lr * p.grad` under `torch.no_grad()`."""
import numpy as np
import torch
import torch.nn as nn

rng = np.random.default_rng(0)
X = torch.from_numpy(rng.standard_normal((64, 3)).astype(np.float32))
noise = torch.from_numpy(rng.standard_normal((64, 1)).astype(np.float32))
y = X @ torch.tensor([[1.5], [-2.0], [0.5]]) + 0.3 + 0.01 * noise

model = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
with torch.no_grad():                       # the same starting weights in torch and mininn: drawn with NumPy
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.5, 0.5, tuple(p.shape)).astype(np.float32)))

loss_fn = nn.MSELoss()
lr = 0.05
for step in range(60):
    loss = loss_fn(model(X), y)
    model.zero_grad()
    loss.backward()
    with torch.no_grad():
        for p in model.parameters():
            p -= lr * p.grad
    if step % 10 == 0 or step == 59:
        print(f"step {step:2d}  loss {loss.item():.6f}")

w = model[0].weight
print(f"weight {w[0, 0].item():.6f} grad {w.grad[0, 0].item():.6f} requires_grad {w.requires_grad} is_leaf {w.is_leaf}")
