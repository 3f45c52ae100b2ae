"""Mixed precision on the CPU: an MLP trained under `torch.autocast('cpu', dtype=torch.bfloat16)` with a GradScaler."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

rng = np.random.default_rng(0)
X = torch.from_numpy(rng.standard_normal((64, 10)).astype(np.float32))
y = torch.from_numpy(rng.integers(0, 3, 64))

model = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Linear(32, 3))
with torch.no_grad():                       # the same starting weights in torch and mininn: drawn with NumPy
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.3, 0.3, tuple(p.shape)).astype(np.float32)))

opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler('cpu', init_scale=1024.0)
for step in range(20):
    with torch.autocast('cpu', dtype=torch.bfloat16):
        logits = model(X)
        loss = F.cross_entropy(logits, y)
    opt.zero_grad()
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    if step % 4 == 0 or step == 19:
        print(f"step {step:2d}  loss {loss.item():.3f}")

print("logits bfloat16", logits.dtype == torch.bfloat16, "loss float32", loss.dtype == torch.float32,
      "grad float32", model[0].weight.grad.dtype == torch.float32)
print("enabled after", torch.is_autocast_enabled('cpu'), "dtype bfloat16", torch.get_autocast_dtype('cpu') == torch.bfloat16)
with torch.cpu.amp.autocast():              # the older spelling, device in the name
    print("old form", torch.is_autocast_enabled('cpu'), model(X).dtype == torch.bfloat16)
old = torch.cuda.amp.GradScaler(enabled=False)
print("scale", scaler.get_scale(), "disabled scale", old.get_scale())
