"""A small U-Net segmenter (Conv2d, GroupNorm, SiLU, MaxPool2d, bilinear Upsample, skip connections by torch.cat) on
the Fashion-MNIST sample that ships with mininn: predict each pixel's "ink" mask, BCEWithLogitsLoss, AdamW."""
import importlib.resources
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

f = np.load(importlib.resources.files("mininn") / "data" / "fashion_mnist_sample.npz")
images = f["x_train"][:32, 2:26, 2:26].astype(np.float32) / 255.0          # 24x24 crops
x = torch.from_numpy(images[:, None])
y = (x > 0.3).float()                                                       # the mask to predict
print("images", tuple(x.shape), f"ink fraction {y.mean().item():.4f}")

def block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.GroupNorm(4, cout), nn.SiLU())

class UNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.down1, self.down2, self.mid = block(1, 8), block(8, 16), block(16, 16)
        self.pool = nn.MaxPool2d(2)
        self.up = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
        self.dec2, self.dec1 = block(32, 8), block(16, 8)
        self.head = nn.Conv2d(8, 1, 1)
    def forward(self, x):
        d1 = self.down1(x)                          # 24x24
        d2 = self.down2(self.pool(d1))              # 12x12
        m = self.mid(self.pool(d2))                 # 6x6
        u2 = self.dec2(torch.cat([self.up(m), d2], dim=1))
        u1 = self.dec1(torch.cat([self.up(u2), d1], dim=1))
        return self.head(u1)

model = UNet()
rng = np.random.default_rng(3)
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        fan_in = p[0].numel() if p.dim() > 1 else 1
        p.copy_(torch.from_numpy((rng.standard_normal(tuple(p.shape)) / np.sqrt(fan_in) if p.dim() > 1
                                  else np.ones(tuple(p.shape)) * (name.endswith("weight"))).astype(np.float32)))
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-2)
for step in range(4):
    logits = model(x)
    loss = F.binary_cross_entropy_with_logits(logits, y)
    opt.zero_grad(); loss.backward(); opt.step()
    acc = ((logits > 0).float() == y).float().mean()
    print(f"step {step}  loss {loss.item():.5f}  pixel accuracy {acc.item():.4f}")
print("output", tuple(logits.shape), "group norm", model.down1[1])
