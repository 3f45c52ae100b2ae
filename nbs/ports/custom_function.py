"""A custom `torch.autograd.Function` (Swish with a hand-written backward), checked by gradcheck, then trained."""
import numpy as np
import torch
import torch.nn as nn

class Swish(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        s = torch.sigmoid(x)
        ctx.save_for_backward(x, s)
        return x * s

    @staticmethod
    def backward(ctx, grad_output):
        x, s = ctx.saved_tensors
        return grad_output * (s + x * s * (1 - s))

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(4, 16), nn.Linear(16, 1)
    def forward(self, x): return self.fc2(Swish.apply(self.fc1(x)))

rng = np.random.default_rng(1)
x64 = torch.tensor(rng.standard_normal((3, 5)), dtype=torch.float64, requires_grad=True)
print("gradcheck:", torch.autograd.gradcheck(Swish.apply, (x64,)))

model = Net()
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.4, 0.4, tuple(p.shape)).astype(np.float32)))
X = torch.from_numpy(rng.standard_normal((32, 4)).astype(np.float32))
y = (X[:, :1] * X[:, 1:2]).tanh()
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for step in range(25):
    opt.zero_grad()
    loss = ((model(X) - y) ** 2).mean()
    loss.backward()
    opt.step()
    if step % 5 == 4: print(f"step {step:2d}  loss {loss.item():.6f}")
out = Swish.apply(torch.tensor([-1.0, 0.0, 2.0], requires_grad=True))
print("grad_fn:", type(out.grad_fn).__name__, " values:", [round(v, 5) for v in out.tolist()])
