"""An MLP trained with Adadelta, its learning rate halved every 3 epochs by StepLR."""
import numpy as np
import torch
import torch.nn as nn
from torch.optim.lr_scheduler import StepLR
from torch.utils.data import TensorDataset, DataLoader

rng = np.random.default_rng(6)
X = rng.standard_normal((96, 5)).astype(np.float32)
y = (np.sin(X[:, :1]) + 0.5 * X[:, 1:2] * X[:, 2:3]).astype(np.float32)
loader = DataLoader(TensorDataset(torch.from_numpy(X), torch.from_numpy(y)), batch_size=32)

model = nn.Sequential(nn.Linear(5, 32), nn.ReLU(), nn.Linear(32, 1))
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.4, 0.4, tuple(p.shape)).astype(np.float32)))
optimizer = torch.optim.Adadelta(model.parameters(), lr=1.0, rho=0.9, weight_decay=1e-4)
scheduler = StepLR(optimizer, step_size=3, gamma=0.5)
for epoch in range(8):
    total = 0.0
    for xb, yb in loader:
        optimizer.zero_grad()
        loss = nn.functional.mse_loss(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.item() * len(xb)
    print(f"epoch {epoch}  lr {scheduler.get_last_lr()[0]:.4f}  loss {total / len(loader.dataset):.6f}")
    scheduler.step()
state = optimizer.state_dict()["state"][0]
print("state keys", sorted(state), f"square_avg mean {state['square_avg'].mean().item():.6f}")
