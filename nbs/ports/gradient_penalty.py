"""A WGAN-GP critic step: the gradient penalty needs torch.autograd.grad(..., create_graph=True), a gradient of a gradient."""
import numpy as np
import torch
import torch.nn as nn

rng = np.random.default_rng(10)
real = torch.from_numpy((rng.standard_normal((32, 2)) * 0.5 + [2.0, 0.0]).astype(np.float32))
fake = torch.from_numpy(rng.standard_normal((32, 2)).astype(np.float32))
critic = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 1))
with torch.no_grad():
    for name, p in sorted(critic.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.5, 0.5, tuple(p.shape)).astype(np.float32)))
opt = torch.optim.Adam(critic.parameters(), lr=1e-2, betas=(0.5, 0.9))

def gradient_penalty(critic, real, fake, alpha):
    interp = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
    score = critic(interp)
    grads, = torch.autograd.grad(outputs=score, inputs=interp, grad_outputs=torch.ones_like(score),
                                 create_graph=True, retain_graph=True)
    return ((grads.norm(2, dim=1) - 1) ** 2).mean()

for step in range(8):
    alpha = torch.from_numpy(rng.uniform(size=(32, 1)).astype(np.float32))
    gp = gradient_penalty(critic, real, fake, alpha)
    loss = critic(fake).mean() - critic(real).mean() + 10 * gp
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step}  loss {loss.item():.6f}  penalty {gp.item():.6f}")
w = critic[0].weight
print(f"first-layer weight {w[0, 0].item():.6f}, its gradient includes the penalty's: {w.grad[0, 0].item():.6f}")
