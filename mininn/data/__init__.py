"Package data: the embedded Fashion-MNIST sample (see README.md)."
