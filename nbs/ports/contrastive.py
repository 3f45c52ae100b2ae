"""A contrastive (Siamese) embedding model: a shared MLP, F.normalize, cosine_similarity, pairwise_distance, an
InfoNCE loss (cross-entropy over a similarity matrix), TripletMarginLoss and CosineEmbeddingLoss, SGD with momentum
and CosineAnnealingWarmRestarts."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

rng = np.random.default_rng(17)
centers = rng.standard_normal((6, 10)).astype(np.float32)
def views(idx):        # two noisy views of samples of the given classes
    return (torch.from_numpy(centers[idx] + 0.3 * rng.standard_normal((len(idx), 10)).astype(np.float32)),
            torch.from_numpy(centers[idx] + 0.3 * rng.standard_normal((len(idx), 10)).astype(np.float32)))

net = nn.Sequential(nn.Linear(10, 32), nn.SiLU(), nn.Linear(32, 8))
with torch.no_grad():
    for name, p in sorted(net.named_parameters()):
        p.copy_(torch.from_numpy((rng.standard_normal(tuple(p.shape)) * (0.3 if p.dim() > 1 else 0.0)).astype(np.float32)))
opt = torch.optim.SGD(net.parameters(), lr=0.3, momentum=0.9)
sched = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2)
triplet, cosine = nn.TripletMarginLoss(margin=0.5), nn.CosineEmbeddingLoss(margin=0.2)
temperature = 0.2
for step in range(6):
    idx = rng.permutation(6)
    a, b = views(idx)
    za, zb = F.normalize(net(a), dim=1), F.normalize(net(b), dim=1)
    sim = za @ zb.T / temperature                                       # (6, 6): the diagonal pairs match
    info_nce = F.cross_entropy(sim, torch.arange(6))
    neg = zb.roll(1, 0)                                                 # another class's view
    loss = info_nce + triplet(za, zb, neg) + cosine(za, neg, -torch.ones(6))
    opt.zero_grad(); loss.backward(); opt.step(); sched.step()
    pos_sim = F.cosine_similarity(za, zb).mean()
    neg_dist = F.pairwise_distance(za, neg).mean()
    print(f"step {step}  loss {loss.item():.5f}  info_nce {info_nce.item():.5f}  cos(pos) {pos_sim.item():.4f}  "
          f"dist(neg) {neg_dist.item():.4f}  lr {sched.get_last_lr()[0]:.5f}")
with torch.no_grad():
    a, b = views(np.arange(6))
    za, zb = F.normalize(net(a), dim=1), F.normalize(net(b), dim=1)
    print("retrieval top-1", (za @ zb.T).argmax(1).tolist(), "norms", [round(v, 4) for v in za.norm(dim=1).tolist()])
