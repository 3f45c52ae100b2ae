"""A small CNN (Conv2d, BatchNorm2d, ReLU, MaxPool2d) with the usual seeding boilerplate, trained with SGD + momentum."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)                       # the boilerplate of reproducible scripts; the weights below come from NumPy
torch.cuda.manual_seed_all(0)
torch.backends.cudnn.deterministic = True
torch.backends.cudnn.benchmark = False
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

rng = np.random.default_rng(8)
x = rng.standard_normal((48, 1, 12, 12)).astype(np.float32)
y = (x[:, 0, :6].mean((1, 2)) > x[:, 0, 6:].mean((1, 2))).astype(np.int64)    # is the top half brighter?
x, y = torch.from_numpy(x).to(device), torch.from_numpy(y).to(device)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2d(1, 6, 3, padding=1), nn.BatchNorm2d(6)
        self.conv2, self.bn2 = nn.Conv2d(6, 8, 3, stride=1, bias=False), nn.BatchNorm2d(8)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(8 * 2 * 2, 2)
    def forward(self, x):
        x = self.pool(F.relu(self.bn1(self.conv1(x))))          # (N, 6, 6, 6)
        x = self.pool(F.relu(self.bn2(self.conv2(x))))          # (N, 8, 2, 2)
        return self.fc(torch.flatten(x, 1))

model = Net().to(device)
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        fan_in = p[0].numel() if p.dim() > 1 else 4
        p.copy_(torch.from_numpy(rng.uniform(-1, 1, tuple(p.shape)).astype(np.float32) / np.sqrt(fan_in)))
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True, weight_decay=5e-4)
for step in range(12):
    model.train()
    optimizer.zero_grad()
    loss = F.cross_entropy(model(x[step % 3 * 16:][:16]), y[step % 3 * 16:][:16])
    loss.backward()
    optimizer.step()
    if step % 3 == 2: print(f"step {step:2d}  loss {loss.item():.6f}")
model.eval()
with torch.no_grad():
    logits = model(x)
    print(f"eval loss {F.cross_entropy(logits, y).item():.6f}  accuracy {(logits.argmax(1) == y).float().mean().item():.4f}")
print("bn1 running_mean", [round(v, 5) for v in model.bn1.running_mean.tolist()[:3]], "batches", model.bn1.num_batches_tracked.item())
print("running_var", [round(v, 5) for v in model.bn2.running_var.tolist()[:3]])
