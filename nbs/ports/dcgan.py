"""A DCGAN-style generator and discriminator (ConvTranspose2d, BatchNorm2d, LeakyReLU, BCELoss, Adam with betas=(0.5, 0.999))
on 16x16 images, three alternating steps."""
import numpy as np
import torch
import torch.nn as nn

rng = np.random.default_rng(21)

def init_from_numpy(model):
    "DCGAN's init, drawn by NumPy: conv weights N(0, 0.02), BatchNorm weights N(1, 0.02), biases 0."
    with torch.no_grad():
        for name, p in sorted(model.named_parameters()):
            if name.endswith("bias"): p.zero_()
            else: p.copy_(torch.from_numpy(((p.dim() == 1) + 0.02 * rng.standard_normal(tuple(p.shape))).astype(np.float32)))

nz = 8
netG = nn.Sequential(
    nn.ConvTranspose2d(nz, 32, 4, 1, 0, bias=False), nn.BatchNorm2d(32), nn.ReLU(True),      # 1x1 -> 4x4
    nn.ConvTranspose2d(32, 16, 4, 2, 1, bias=False), nn.BatchNorm2d(16), nn.ReLU(True),      # -> 8x8
    nn.ConvTranspose2d(16, 1, 4, 2, 1, bias=False), nn.Tanh())                               # -> 16x16
netD = nn.Sequential(
    nn.Conv2d(1, 16, 4, 2, 1, bias=False), nn.LeakyReLU(0.2, inplace=True),                  # -> 8x8
    nn.Conv2d(16, 32, 4, 2, 1, bias=False), nn.BatchNorm2d(32), nn.LeakyReLU(0.2, inplace=True),  # -> 4x4
    nn.Conv2d(32, 1, 4, 1, 0, bias=False), nn.Sigmoid())
init_from_numpy(netG); init_from_numpy(netD)
print(netG[0])
print("G parameters", sum(p.numel() for p in netG.parameters()), "D parameters", sum(p.numel() for p in netD.parameters()))

yy, xx = np.mgrid[:16, :16] / 15.0
real = np.stack([np.tanh(3 * np.sin(6 * xx * a + b) * np.cos(4 * yy)) for a, b in rng.uniform(0.5, 1.5, (16, 2))])
real = torch.from_numpy(real[:, None].astype(np.float32))
criterion = nn.BCELoss()
optD = torch.optim.Adam(netD.parameters(), lr=2e-4, betas=(0.5, 0.999))
optG = torch.optim.Adam(netG.parameters(), lr=2e-4, betas=(0.5, 0.999))
for step in range(3):
    noise = torch.from_numpy(rng.standard_normal((16, nz, 1, 1)).astype(np.float32))
    netD.zero_grad()
    out_real = netD(real).view(-1)
    errD_real = criterion(out_real, torch.ones(16))
    fake = netG(noise)
    out_fake = netD(fake.detach()).view(-1)
    errD_fake = criterion(out_fake, torch.zeros(16))
    (errD_real + errD_fake).backward()
    optD.step()
    netG.zero_grad()
    errG = criterion(netD(fake).view(-1), torch.ones(16))
    errG.backward()
    optG.step()
    print(f"step {step}  loss_D {(errD_real + errD_fake).item():.5f}  loss_G {errG.item():.5f}  "
          f"D(x) {out_real.mean().item():.5f}  D(G(z)) {out_fake.mean().item():.5f}")
print("fake images", tuple(fake.shape), f"range [{fake.min().item():.4f}, {fake.max().item():.4f}]")
