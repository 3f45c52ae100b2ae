"""Predict a sine wave with an LSTM, optimised by L-BFGS with a closure."""
import numpy as np
import torch
import torch.nn as nn

rng = np.random.default_rng(5)
t = np.arange(21) * 0.3
waves = np.sin(t[None, :] + rng.uniform(0, 2 * np.pi, (4, 1))).astype(np.float32)
x = torch.from_numpy(waves[:, :-1, None])                  # (batch, time, 1): predict the next value
y = torch.from_numpy(waves[:, 1:, None])

class Sequence(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(input_size=1, hidden_size=12, batch_first=True)
        self.head = nn.Linear(12, 1)
    def forward(self, x):
        out, (h, c) = self.lstm(x)
        return self.head(out)

model = Sequence()
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.3, 0.3, tuple(p.shape)).astype(np.float32)))
print("parameters:", [(name, tuple(p.shape)) for name, p in model.named_parameters()])

criterion = nn.MSELoss()
optimizer = torch.optim.LBFGS(model.parameters(), lr=0.5, max_iter=4)
for i in range(4):
    def closure():
        optimizer.zero_grad()
        loss = criterion(model(x), y)
        loss.backward()
        return loss
    loss = optimizer.step(closure)
    print(f"step {i}  loss {loss.item():.6f}")
with torch.no_grad():
    out, (h, c) = model.lstm(x)
    print(f"final loss {criterion(model(x), y).item():.6f}  h {tuple(h.shape)}  c {tuple(c.shape)}  h[0,0,:3] {[round(v, 4) for v in h[0, 0, :3].tolist()]}")
