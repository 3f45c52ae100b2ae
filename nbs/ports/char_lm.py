"""A character-level language model: nn.Embedding, a context of 3 characters, Adam; then sampling with torch.multinomial."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

text = "the cat sat on the mat. the dog sat on the log. a cat and a dog met on a mat. " * 3
chars = sorted(set(text))
stoi, itos = {c: i for i, c in enumerate(chars)}, dict(enumerate(chars))
data = torch.tensor([stoi[c] for c in text])
ctx = 3
windows = torch.from_numpy(np.arange(len(text) - ctx)[:, None] + np.arange(ctx))
X, Y = data[windows], data[ctx:]

class CharLM(nn.Module):
    def __init__(self, vocab, emb=10, hidden=48):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.hidden = nn.Linear(ctx * emb, hidden)
        self.out = nn.Linear(hidden, vocab)
    def forward(self, idx):                                   # idx: (batch, ctx) of character indices
        return self.out(torch.tanh(self.hidden(self.emb(idx).flatten(1))))

rng = np.random.default_rng(4)
model = CharLM(len(chars))
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.3, 0.3, tuple(p.shape)).astype(np.float32)))
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for step in range(40):
    loss = F.cross_entropy(model(X), Y)
    opt.zero_grad(); loss.backward(); opt.step()
    if step % 10 == 9: print(f"step {step + 1:2d}  loss {loss.item():.5f}")

model.eval()
with torch.no_grad():
    context, greedy = [stoi[c] for c in "the"], ""
    for _ in range(20):                                      # greedy decoding: deterministic, so comparable
        ix = model(torch.tensor([context[-ctx:]])).argmax(dim=-1).item()
        context.append(ix); greedy += itos[ix]
    print(f"greedy: {greedy!r}")
    g = torch.Generator().manual_seed(0)
    context, sample = [stoi[c] for c in "the"], ""
    for _ in range(40):                                      # sampling: random, so only checked for validity
        probs = F.softmax(model(torch.tensor([context[-ctx:]])), dim=-1)
        ix = torch.multinomial(probs, num_samples=1, generator=g).item()
        context.append(ix); sample += itos[ix]
print(f"# sample: {sample!r}")
print(f"sampled {len(sample)} characters, all from the vocabulary: {set(sample) <= set(chars)}")
