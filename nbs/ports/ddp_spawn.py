"""Data-parallel training as PyTorch's DDP tutorial writes it: `mp.spawn` starts the processes, each one joins the group
with `init_process_group("gloo", rank=rank, world_size=world_size)`, wraps its model in DistributedDataParallel and
trains on its share of the data (DistributedSampler); rank 0 prints the loss averaged over the processes."""
import os
import numpy as np
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler


def setup(rank, world_size):
    os.environ["MASTER_ADDR"] = "localhost"
    os.environ["MASTER_PORT"] = "12355"
    dist.init_process_group("gloo", rank=rank, world_size=world_size)


def make_model():
    rng = np.random.default_rng(0)
    model = nn.Sequential(nn.Linear(10, 16), nn.ReLU(), nn.Linear(16, 1))
    with torch.no_grad():
        for _, p in sorted(model.named_parameters()):
            p.copy_(torch.from_numpy((0.3 * rng.standard_normal(tuple(p.shape))).astype(np.float32)))
    return model


def train(rank, world_size):
    setup(rank, world_size)
    rng = np.random.default_rng(1)
    x = torch.from_numpy(rng.standard_normal((64, 10)).astype(np.float32))
    y = torch.from_numpy(rng.standard_normal((64, 1)).astype(np.float32))
    dataset = TensorDataset(x, y)
    sampler = DistributedSampler(dataset, num_replicas=world_size, rank=rank, shuffle=False)
    loader = DataLoader(dataset, batch_size=8, sampler=sampler)
    model = DDP(make_model())
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    loss_fn = nn.MSELoss()
    for epoch in range(2):
        sampler.set_epoch(epoch)
        for step, (xb, yb) in enumerate(loader):
            optimizer.zero_grad()
            loss = loss_fn(model(xb), yb)
            loss.backward()
            optimizer.step()
            mean = loss.detach().clone()
            dist.all_reduce(mean)
            if rank == 0 and step % 2 == 0:
                print(f"epoch {epoch} step {step} loss {mean.item() / world_size:.6f}")
    if rank == 0:
        print("first weights", [round(v, 5) for v in model.module[0].weight[0, :4].tolist()])
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    world_size = 2
    mp.spawn(train, args=(world_size,), nprocs=world_size, join=True)
