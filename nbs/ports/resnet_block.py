"""A ResNet basic block, written as torchvision writes it: `out += identity`, ReLU(inplace=True), `relu_()`."""
import numpy as np
import torch
import torch.nn as nn

class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(cout, cout, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.downsample = None
        if stride != 1 or cin != cout:
            self.downsample = nn.Sequential(nn.Conv2d(cin, cout, 1, stride=stride, bias=False), nn.BatchNorm2d(cout))
    def forward(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.downsample is not None: identity = self.downsample(x)
        out += identity
        return out.relu_()

model = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), BasicBlock(4, 4), BasicBlock(4, 8, stride=2),
                      nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 3))
rng = np.random.default_rng(9)
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        if name.endswith("weight") and p.dim() == 1: continue          # BatchNorm's weight stays 1
        fan_in = p[0].numel() if p.dim() > 1 else 4
        p.copy_(torch.from_numpy(rng.uniform(-1, 1, tuple(p.shape)).astype(np.float32) / np.sqrt(fan_in)))
x = torch.from_numpy(rng.standard_normal((10, 3, 8, 8)).astype(np.float32))
y = torch.from_numpy(rng.integers(0, 3, 10))
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
for step in range(6):
    optimizer.zero_grad()
    loss = nn.CrossEntropyLoss()(model(x), y)
    loss.backward()
    optimizer.step()
    print(f"step {step}  loss {loss.item():.6f}  stem grad {model[0].weight.grad.abs().sum().item():.6f}")
print("downsample:", type(model[2].downsample[0]).__name__, tuple(model[2].downsample[0].weight.shape))
