"""#36 item 3 on a real GPU: CUDA-graph replay of mn.jit.compile'd steps (mode='reduce-overhead').

On a lent GPU (the device tool), from the repository root, after installing the package there:
    run(command="python tools/gpu_check_graphs.py", timeout_s=420)
It prints (1) what CuPy refuses inside a capture (the simulated GPU of 01d models exactly this: check it agrees),
(2) eager-compiled vs CUDA-graph replays of the MLP and CNN steps (losses and weights must agree), with the plan,
(3) ms per step: mininn eager / replayed / CUDA graphs vs torch eager / torch CUDA graph, same batch, AdamW.
Record (3) in 14's `#| gpu` cell output / 13 and the #36 note.
"""
import time, traceback, numpy as np
import cupy, torch
import mininn as mn, mininn.nn.functional as F
from mininn.architectures import mlp, cnn

print('CuPy', cupy.__version__, '| torch', torch.__version__, '| GPU', torch.cuda.get_device_name())
import mininn.cudnn as cd
print(cd.status().splitlines()[-1])

# (1) what a capture refuses, on this CuPy
s = cupy.cuda.Stream(non_blocking=True)
a = cupy.ones((64, 64), cupy.float32)
for what, fn in [('matmul (cuBLAS)', lambda: a @ a), ('random (cuRAND)', lambda: cupy.random.random(3)),
                 ('float(sum) (d2h)', lambda: float(a.sum())), ('asarray(numpy) (h2d pageable)',
                                                                   lambda: cupy.asarray(np.ones(3)))]:
    with s:
        s.begin_capture()
        try: fn(); r = 'allowed'
        except Exception as e: r = f'{type(e).__name__}: {str(e)[:90]}'
        try: s.end_capture(); end = 'capture still valid'
        except Exception as e: end = f'end_capture: {type(e).__name__}: {str(e)[:60]}'
    print(f'  in capture, {what:32s} -> {r} | {end}')

# (2) eager-compiled vs CUDA graphs: same losses and weights
def run(name, mode, steps=6):
    mn.manual_seed(0)
    m = {'mlp': mlp, 'cnn': cnn}[name]().to('cuda')
    opt = mn.optim.AdamW(m.parameters(), lr=1e-3, capturable=True)
    rng, losses = np.random.default_rng(0), []
    @mn.jit.compile(mode=mode)
    def step(x, y):
        loss = F.cross_entropy(m(x), y); loss.backward(); opt.step(); opt.zero_grad(); return loss
    for _ in range(steps):
        x = mn.tensor(rng.standard_normal((64, 1, 28, 28)).astype(np.float32), device='cuda')
        y = mn.tensor(rng.integers(0, 10, 64), device='cuda')
        losses.append(float(step(x, y).item()))
    plan = step.graph_plan(x, y)
    return losses, {k: v.detach().cpu().numpy() for k, v in m.state_dict().items()}, plan
for name in ('mlp', 'cnn'):
    try:
        (l0, w0, _), (l1, w1, plan) = run(name, None), run(name, 'reduce-overhead')
        dl = float(np.abs(np.array(l0) - l1).max()); dw = max(float(np.abs(w0[k] - w1[k]).max()) for k in w0)
        print(f'{name}: max |loss diff| {dl:.2e}, max |weight diff| {dw:.2e};',
              plan if isinstance(plan, str) else plan.summary())
        if not isinstance(plan, str): print('   eager because:', sorted(set(plan.eager.values()))[:4])
    except Exception: traceback.print_exc()

# (3) timings
def ms(fn, n=100):
    for _ in range(5): fn()
    torch.cuda.synchronize(); cupy.cuda.Device().synchronize(); t = time.perf_counter()
    for _ in range(n): fn()
    torch.cuda.synchronize(); cupy.cuda.Device().synchronize()
    return (time.perf_counter() - t) / n * 1e3
def torch_model(name):
    if name == 'mlp':
        return torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(784, 256), torch.nn.ReLU(),
                                   torch.nn.Linear(256, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10))
    cb = lambda i, o: [torch.nn.Conv2d(i, o, 3, padding=1), torch.nn.BatchNorm2d(o), torch.nn.ReLU()]
    return torch.nn.Sequential(*cb(1, 32), torch.nn.MaxPool2d(2), *cb(32, 64), torch.nn.MaxPool2d(2),
                               torch.nn.Flatten(), torch.nn.Linear(3136, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10))
xa, ya = np.random.default_rng(0).standard_normal((64, 1, 28, 28)).astype(np.float32), np.arange(64) % 10
for name in ('mlp', 'cnn'):
    mn.manual_seed(0); m = {'mlp': mlp, 'cnn': cnn}[name]().to('cuda')
    opt = mn.optim.AdamW(m.parameters(), lr=1e-3, capturable=True)
    x, y = mn.tensor(xa, device='cuda'), mn.tensor(ya, device='cuda')
    def body(x, y):
        loss = F.cross_entropy(m(x), y); loss.backward(); opt.step(); opt.zero_grad(); return loss
    replayed, graphs = mn.jit.compile(body), mn.jit.compile(body, mode='reduce-overhead')
    tm = torch_model(name).cuda(); topt = torch.optim.AdamW(tm.parameters(), lr=1e-3, capturable=True)
    tx, ty = torch.tensor(xa, device='cuda'), torch.tensor(ya, device='cuda')
    def tstep():
        loss = torch.nn.functional.cross_entropy(tm(tx), ty); loss.backward(); topt.step()
        topt.zero_grad(set_to_none=False)
    side = torch.cuda.Stream(); side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3): tstep()
    torch.cuda.current_stream().wait_stream(side)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g): tstep()
    rows = {'mininn eager': lambda: body(x, y), 'mininn replayed': lambda: replayed(x, y),
            'mininn CUDA graphs': lambda: graphs(x, y), 'torch eager': tstep, 'torch CUDA graph': g.replay}
    res = {k: ms(f) for k, f in rows.items()}
    print(f'{name.upper()} step, batch 64, AdamW(capturable): ' +
          ', '.join(f'{k} {v:.3f} ms' for k, v in res.items()))
    print(f'   mininn graphs / torch graph {res["mininn CUDA graphs"] / res["torch CUDA graph"]:.2f}x, '
          f'mininn graphs / torch eager {res["mininn CUDA graphs"] / res["torch eager"]:.2f}x;',
          graphs.graph_plan(x, y) if isinstance(graphs.graph_plan(x, y), str) else graphs.graph_plan(x, y).summary())
