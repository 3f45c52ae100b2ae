"""A small Transformer classifier on variable-length token sequences: pad_sequence, nn.Embedding, a learned position
table, nn.TransformerEncoder (batch_first, key padding mask), masked mean pooling, cross-entropy, AdamW with a
LinearLR warm-up."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence

rng = np.random.default_rng(11)
vocab, d_model, n_classes = 12, 32, 3
lengths = rng.integers(3, 10, 24)
seqs = [torch.from_numpy(rng.integers(1, vocab, n)) for n in lengths]
labels = torch.tensor([int(s.sum()) % n_classes for s in seqs])          # the class: sum of the tokens mod 3
tokens = pad_sequence(seqs, batch_first=True, padding_value=0)
pad_mask = tokens == 0                                                   # True where there is no token
print("batch", tuple(tokens.shape), "padding", int(pad_mask.sum()))

class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(vocab, d_model, padding_idx=0)
        self.pos = nn.Parameter(torch.zeros(16, d_model))
        layer = nn.TransformerEncoderLayer(d_model, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
        self.head = nn.Linear(d_model, n_classes)
    def forward(self, tokens, pad_mask):
        h = self.emb(tokens) + self.pos[:tokens.shape[1]]
        h = self.encoder(h, src_key_padding_mask=pad_mask)
        keep = (~pad_mask).unsqueeze(-1).float()
        return self.head((h * keep).sum(1) / keep.sum(1))

model = Classifier()
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        if name.endswith("bias"): p.zero_()
        elif "norm" in name: p.fill_(1.0)
        else: p.copy_(torch.from_numpy((rng.standard_normal(tuple(p.shape)) / np.sqrt(p.shape[-1])).astype(np.float32)))
print("parameters", sum(p.numel() for p in model.parameters()), "| first layer", sorted(n for n, _ in model.encoder.layers[0].named_parameters())[:4])
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.25, total_iters=3)
for step in range(5):
    logits = model(tokens, pad_mask)
    loss = F.cross_entropy(logits, labels)
    opt.zero_grad(); loss.backward()
    gnorm = nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step(); sched.step()
    acc = (logits.argmax(1) == labels).float().mean()
    print(f"step {step}  loss {loss.item():.5f}  acc {acc.item():.4f}  grad norm {gnorm.item():.4f}  lr {sched.get_last_lr()[0]:.6f}")
