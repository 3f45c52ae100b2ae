"""Attention three ways: by hand, F.scaled_dot_product_attention (causal), and nn.MultiheadAttention."""
import math
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

rng = np.random.default_rng(11)
q, k, v = (torch.from_numpy(rng.standard_normal((2, 3, 5, 8)).astype(np.float32)) for _ in range(3))   # (batch, heads, seq, dim)
scores = q @ k.transpose(-2, -1) / math.sqrt(q.size(-1))
causal = torch.tril(torch.ones(5, 5, dtype=torch.bool))
by_hand = scores.masked_fill(~causal, float("-inf")).softmax(dim=-1) @ v
sdpa = F.scaled_dot_product_attention(q, k, v, is_causal=True)
print(f"sdpa {tuple(sdpa.shape)}  sum {sdpa.sum().item():.5f}  same as by hand: {torch.allclose(sdpa, by_hand, atol=1e-5)}")

mha = nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
with torch.no_grad():
    for name, p in sorted(mha.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.4, 0.4, tuple(p.shape)).astype(np.float32)))
print("parameters", [(name, tuple(p.shape)) for name, p in sorted(mha.named_parameters())])
x = torch.from_numpy(rng.standard_normal((2, 5, 8)).astype(np.float32)).requires_grad_()
mask = torch.triu(torch.ones(5, 5, dtype=torch.bool), diagonal=1)      # True: may not attend
out, weights = mha(x, x, x, attn_mask=mask, need_weights=True)
print(f"mha out {tuple(out.shape)}  sum {out.sum().item():.5f}  weights {tuple(weights.shape)} rows sum to 1: {torch.allclose(weights.sum(-1), torch.ones(2, 5))}")
print(f"no attention to the future: {bool((weights[:, 0, 1:] == 0).all())}")
(out ** 2).sum().backward()
print(f"grad x {x.grad.abs().sum().item():.5f}  in_proj_weight {mha.in_proj_weight.grad.abs().sum().item():.5f}  out_proj {mha.out_proj.weight.grad.abs().sum().item():.5f}")
