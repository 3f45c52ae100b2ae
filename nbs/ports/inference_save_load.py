"""Evaluate under torch.inference_mode(), save the state dict, and load it back with torch.load(..., weights_only=True)."""
import os, tempfile
import numpy as np
import torch
import torch.nn as nn

def make_model():
    return nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.BatchNorm1d(16), nn.Linear(16, 2))

rng = np.random.default_rng(12)
model = make_model()
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.5, 0.5, tuple(p.shape)).astype(np.float32)))
X = torch.from_numpy(rng.standard_normal((40, 4)).astype(np.float32))
y = torch.from_numpy((rng.standard_normal(40) > 0).astype(np.int64))
opt = torch.optim.AdamW(model.parameters(), lr=0.01, weight_decay=0.05)
for step in range(10):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(X), y)
    loss.backward()
    opt.step()
print(f"train loss {loss.item():.6f}")

model.eval()
with torch.inference_mode():
    logits = model(X)
    print(f"eval loss {nn.functional.cross_entropy(logits, y).item():.6f}  requires_grad {logits.requires_grad}")

path = os.path.join(tempfile.mkdtemp(), "model.pt")
torch.save(model.state_dict(), path)
restored = make_model()
result = restored.load_state_dict(torch.load(path, map_location="cpu", weights_only=True))
print("missing", list(result.missing_keys), "unexpected", list(result.unexpected_keys))
restored.eval()
with torch.inference_mode():
    print(f"same predictions after loading: {torch.equal(restored(X), logits)}")
print("keys", list(restored.state_dict().keys()))
print(f"running_mean[0] {restored[2].running_mean[0].item():.6f}  batches tracked {restored[2].num_batches_tracked.item()}")
