"""PyTorch's quickstart pattern: torchvision's FashionMNIST with ToTensor, DataLoader, an MLP, train and test loops.
The data is a small Fashion-MNIST-format set written here as IDX files, so both libraries read the same images."""
import os, tempfile
import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset
try:
    from torchvision import datasets
    from torchvision.transforms import ToTensor
except ImportError:          # no torchvision: read the same IDX files with NumPy
    class ToTensor:
        def __call__(self, img): return torch.from_numpy(img.astype(np.float32)[None] / 255)
    class FashionMNIST(Dataset):
        def __init__(self, root, train, download, transform):
            raw, split = os.path.join(root, "FashionMNIST", "raw"), "train" if train else "t10k"
            read = lambda f, skip: np.fromfile(os.path.join(raw, f), np.uint8)[skip:]
            self.data, self.targets = read(f"{split}-images-idx3-ubyte", 16).reshape(-1, 28, 28), read(f"{split}-labels-idx1-ubyte", 8)
            self.transform = transform
        def __len__(self): return len(self.targets)
        def __getitem__(self, i): return self.transform(self.data[i]), int(self.targets[i])
    datasets = type("datasets", (), {"FashionMNIST": FashionMNIST})

rng, root = np.random.default_rng(3), tempfile.mkdtemp()
os.makedirs(os.path.join(root, "FashionMNIST", "raw"))
for split, n in (("train", 640), ("t10k", 192)):          # class k: a bright band at rows 2k..2k+5, plus noise
    y = rng.integers(0, 10, n).astype(np.uint8)
    x = rng.integers(0, 120, (n, 28, 28)).astype(np.uint8)
    for i, k in enumerate(y): x[i, 2 * k:2 * k + 6] += 100
    for name, a, magic in (("images-idx3", x, 2051), ("labels-idx1", y, 2049)):
        with open(os.path.join(root, "FashionMNIST", "raw", f"{split}-{name}-ubyte"), "wb") as f:
            f.write(np.array([magic, *a.shape], ">i4").tobytes() + a.tobytes())

training_data = datasets.FashionMNIST(root=root, train=True, download=True, transform=ToTensor())
test_data = datasets.FashionMNIST(root=root, train=False, download=True, transform=ToTensor())
train_dataloader, test_dataloader = DataLoader(training_data, batch_size=64), DataLoader(test_data, batch_size=64)
device = torch.accelerator.current_accelerator().type if torch.accelerator.is_available() else "cpu"

model = nn.Sequential(nn.Flatten(), nn.Linear(28 * 28, 64), nn.ReLU(), nn.Linear(64, 10)).to(device)
with torch.no_grad():
    for name, p in sorted(model.named_parameters()):
        p.copy_(torch.from_numpy(rng.uniform(-0.05, 0.05, tuple(p.shape)).astype(np.float32)))
loss_fn, optimizer = nn.CrossEntropyLoss(), torch.optim.SGD(model.parameters(), lr=0.5)

for t in range(2):
    model.train()
    for batch, (X, y) in enumerate(train_dataloader):
        X, y = X.to(device), y.to(device)
        loss = loss_fn(model(X), y)
        loss.backward(); optimizer.step(); optimizer.zero_grad()
        if batch % 4 == 0: print(f"epoch {t + 1} loss: {loss.item():>7f}  [{(batch + 1) * len(X):>5d}/{len(train_dataloader.dataset):>5d}]")
    model.eval()
    test_loss, correct = 0, 0
    with torch.no_grad():
        for X, y in test_dataloader:
            pred = model(X.to(device))
            test_loss += loss_fn(pred, y.to(device)).item()
            correct += (pred.argmax(1) == y.to(device)).type(torch.float).sum().item()
    print(f"Test Error: Accuracy: {100 * correct / len(test_dataloader.dataset):>0.1f}%, Avg loss: {test_loss / len(test_dataloader):>8f}")
