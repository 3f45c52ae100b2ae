"""Regenerate mininn's embedded Fashion-MNIST sample from the full IDX files.

    python tools/make_sample.py [SRC_DIR] [OUT_FILE]

SRC_DIR defaults to /usr/share/datasets/fashion-mnist (Debian's `dataset-fashion-mnist` package);
OUT_FILE defaults to mininn/data/fashion_mnist_sample.npz next to this script's repository.

The sample is stratified and reproducible: with a fixed seed it draws 1,000 training and 200 test
images of each of the 10 classes (10,000 + 2,000 in all), keeps them in their original order, and
stores them uint8 with `np.savez_compressed`, together with their indices into the full files.
Fashion-MNIST is (c) Zalando SE, MIT licence: https://github.com/zalandoresearch/fashion-mnist
"""
import gzip, sys
from pathlib import Path
import numpy as np

SEED, PER_CLASS = 20260, {'train': 1000, 't10k': 200}

def read_idx(path, ndim):
    "A small, independent IDX reader (uint8 data only), strict about the header and the length."
    raw = Path(path).read_bytes()
    if raw[:2] == b'\x1f\x8b': raw = gzip.decompress(raw)
    if raw[:3] != b'\x00\x00\x08' or raw[3] != ndim: raise ValueError(f"{path}: not a uint8 IDX file with {ndim} dims")
    dims = tuple(int(d) for d in np.frombuffer(raw, '>u4', ndim, 4))
    data = np.frombuffer(raw, np.uint8, offset=4 + 4 * ndim)
    if data.size != int(np.prod(dims)): raise ValueError(f"{path}: expected {np.prod(dims)} values, found {data.size}")
    return data.reshape(dims)

def find(src, stem):
    for name in (f'{stem}.gz', stem):
        if (Path(src) / name).exists(): return Path(src) / name
    raise FileNotFoundError(f"{stem}(.gz) not found in {src}")

def main(src='/usr/share/datasets/fashion-mnist', out=None):
    out = Path(out) if out else Path(__file__).resolve().parents[1] / 'mininn' / 'data' / 'fashion_mnist_sample.npz'
    rng, arrays = np.random.default_rng(SEED), {}
    for split, key in (('train', 'train'), ('t10k', 'test')):
        x = read_idx(find(src, f'{split}-images-idx3-ubyte'), 3)
        y = read_idx(find(src, f'{split}-labels-idx1-ubyte'), 1)
        idx = np.sort(np.concatenate([rng.choice(np.flatnonzero(y == c), PER_CLASS[split], replace=False) for c in range(10)]))
        arrays.update({f'x_{key}': x[idx], f'y_{key}': y[idx], f'idx_{key}': idx.astype(np.uint16)})
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, **arrays)
    print(f"wrote {out} ({out.stat().st_size / 1e6:.2f} MB): " + ', '.join(f'{k} {v.shape}' for k, v in arrays.items()))

if __name__ == '__main__': main(*sys.argv[1:])
