"""A variational autoencoder: Linear encoder to (mu, log-variance), the reparameterisation trick, torch.distributions for
the KL term and log-likelihoods, BCE reconstruction, Adam. The noise comes from NumPy so both libraries see the same."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Normal, kl_divergence

rng = np.random.default_rng(5)
data = (rng.random((64, 20)) < np.linspace(0.1, 0.9, 20)).astype(np.float32)      # binary vectors
x = torch.from_numpy(data)

class VAE(nn.Module):
    def __init__(self, d=20, h=16, z=4):
        super().__init__()
        self.enc, self.mu, self.logvar = nn.Linear(d, h), nn.Linear(h, z), nn.Linear(h, z)
        self.dec1, self.dec2 = nn.Linear(z, h), nn.Linear(h, d)
    def encode(self, x):
        h = F.relu(self.enc(x))
        return self.mu(h), self.logvar(h)
    def decode(self, z): return self.dec2(F.relu(self.dec1(z)))         # logits
    def forward(self, x, eps):
        mu, logvar = self.encode(x)
        std = torch.exp(0.5 * logvar)
        z = mu + eps * std                                                # the reparameterisation trick
        return self.decode(z), mu, std, z

model = VAE()
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy((rng.standard_normal(tuple(p.shape)) * 0.3).astype(np.float32)))
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
prior = Normal(torch.zeros(4), torch.ones(4))
for step in range(5):
    eps = torch.from_numpy(rng.standard_normal((64, 4)).astype(np.float32))
    logits, mu, std, z = model(x, eps)
    recon = F.binary_cross_entropy_with_logits(logits, x, reduction="sum") / 64
    q = Normal(mu, std)
    kl = kl_divergence(q, prior).sum(1).mean()
    # the same KL estimated from the sample: log q(z|x) - log p(z)
    kl_mc = (q.log_prob(z) - prior.log_prob(z)).sum(1).mean()
    loss = recon + kl
    opt.zero_grad(); loss.backward(); opt.step()
    print(f"step {step}  loss {loss.item():.5f}  recon {recon.item():.5f}  kl {kl.item():.5f}  kl(sample) {kl_mc.item():.5f}")
print("entropy of q", f"{q.entropy().sum(1).mean().item():.5f}", "| rsample shape", tuple(q.rsample().shape))
print("# a random draw (differs between libraries):", q.sample()[0, :2].tolist())
