"""A word-language-model-style LSTM (tied weights), trained a few steps, saved whole with torch.save(model, f) and loaded
back with torch.load(f, weights_only=False), as PyTorch's word_language_model example does; then loaded with the default
weights_only=True once its classes are allowed with torch.serialization.safe_globals."""
import os, pickle, tempfile
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

text = ("the cat sat on the mat and the dog sat on the log . a cat and a dog met on a mat . "
        "the dog saw the cat and the cat saw the dog . ") * 4
words = text.split()
vocab = sorted(set(words))
ids = torch.tensor([vocab.index(w) for w in words])

class RNNModel(nn.Module):
    """Container module with an encoder, a recurrent module, and a decoder (the example's model, LSTM only)."""
    def __init__(self, ntoken, ninp, nhid, nlayers, dropout=0.0, tie_weights=True):
        super().__init__()
        self.ntoken = ntoken
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = nn.LSTM(ninp, nhid, nlayers, dropout=dropout)
        self.decoder = nn.Linear(nhid, ntoken)
        if tie_weights: self.decoder.weight = self.encoder.weight
        self.rnn_type, self.nhid, self.nlayers = 'LSTM', nhid, nlayers

    def forward(self, input, hidden):
        emb = self.drop(self.encoder(input))
        output, hidden = self.rnn(emb, hidden)
        decoded = self.decoder(self.drop(output)).view(-1, self.ntoken)
        return F.log_softmax(decoded, dim=1), hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters())
        return (weight.new_zeros(self.nlayers, bsz, self.nhid), weight.new_zeros(self.nlayers, bsz, self.nhid))

def batchify(data, bsz):
    nbatch = data.size(0) // bsz
    return data.narrow(0, 0, nbatch * bsz).view(bsz, -1).t().contiguous()

def repackage_hidden(h):
    return h.detach() if isinstance(h, torch.Tensor) else tuple(repackage_hidden(v) for v in h)

def evaluate(model, data, bptt=8):
    model.eval()
    total, hidden = 0., model.init_hidden(data.size(1))
    with torch.no_grad():
        for i in range(0, data.size(0) - 1, bptt):
            seq_len = min(bptt, len(data) - 1 - i)
            x, y = data[i:i + seq_len], data[i + 1:i + 1 + seq_len].reshape(-1)
            output, hidden = model(x, hidden)
            total += len(x) * F.nll_loss(output, y).item()
    return total / (len(data) - 1)

train_data = batchify(ids, 4)
rng = np.random.default_rng(7)
model = RNNModel(len(vocab), 16, 16, 2)
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.2, 0.2, tuple(p.shape)).astype(np.float32)))

lr, bptt = 2.0, 8
model.train()
hidden = model.init_hidden(4)
for step, i in enumerate(range(0, train_data.size(0) - 1, bptt)):
    seq_len = min(bptt, len(train_data) - 1 - i)
    x, y = train_data[i:i + seq_len], train_data[i + 1:i + 1 + seq_len].reshape(-1)
    model.zero_grad()
    hidden = repackage_hidden(hidden)
    output, hidden = model(x, hidden)
    loss = F.nll_loss(output, y)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.25)
    for p in model.parameters(): p.data.add_(p.grad, alpha=-lr)
    print(f"step {step}  loss {loss.item():.5f}")
before = evaluate(model, train_data)
print(f"eval loss before saving {before:.5f}")

path = os.path.join(tempfile.mkdtemp(), "model.pt")
with open(path, "wb") as f: torch.save(model, f)
with open(path, "rb") as f: model = torch.load(f, weights_only=False)
model.rnn.flatten_parameters()
print(f"loaded {type(model).__name__}: {model.rnn_type} nhid {model.nhid} nlayers {model.nlayers}  "
      f"tied {model.decoder.weight is model.encoder.weight}  parameters {sum(p.numel() for p in model.parameters())}")
after = evaluate(model, train_data)
print(f"eval loss after loading {after:.5f}  same {after == before}")

try: torch.load(path)                          # weights_only=True: the program's class is not allowed yet
except pickle.UnpicklingError: print("default load refused: UnpicklingError")
with torch.serialization.safe_globals([RNNModel, nn.Dropout, nn.Embedding, nn.LSTM, nn.Linear]):
    again = torch.load(path)
print(f"with safe_globals: {type(again).__name__}  eval loss {evaluate(again, train_data):.5f}")
