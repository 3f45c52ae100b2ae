"""Data-parallel training started by a launcher, as torchrun runs it (`torchrun --nproc-per-node 2 ddp_torchrun.py`;
on mininn `mininn-launch --nproc-per-node 2 mininn-run ddp_torchrun.py`): each process reads LOCAL_RANK and WORLD_SIZE
from its environment and joins the group with `init_process_group("gloo")`; the rest is ddp_spawn.py's."""
import os
import numpy as np
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler


def make_model():
    rng = np.random.default_rng(0)
    model = nn.Sequential(nn.Linear(10, 16), nn.ReLU(), nn.Linear(16, 1))
    with torch.no_grad():
        for _, p in sorted(model.named_parameters()):
            p.copy_(torch.from_numpy((0.3 * rng.standard_normal(tuple(p.shape))).astype(np.float32)))
    return model


def train(rank, world_size):
    dist.init_process_group("gloo")               # rank, world size, address and port from the environment (env://)
    assert dist.get_rank() == rank and dist.get_world_size() == world_size
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
    train(int(os.environ["LOCAL_RANK"]), int(os.environ["WORLD_SIZE"]))
