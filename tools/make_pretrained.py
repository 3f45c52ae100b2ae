"""Train mininn's pretrained Fashion-MNIST models and write them into the package as safetensors files.

    python tools/make_pretrained.py [train|convert|all] [--models mlp cnn resnet] [--workdir DIR] [--data DIR] [--resume]

`train` runs `mininn-train` once per model with the fixed arguments of RECIPES on the full Fashion-MNIST
(checkpoints and logs in --workdir, default build/pretrained); `convert` reads each run's final checkpoint,
checks that it is the recipe's finished run, measures the model's accuracy on the full 10,000-image test set
and on the embedded sample's 2,000 test images, and saves the model's state dict with `mn.save(...,
metadata=...)` to mininn/data/weights/{model}_fashion_mnist.safetensors; `all` (the default) does both.
The metadata (str -> str) records the exact command, the git commit, and both accuracies, so that
`mininn.models` can show them (`CNN_Weights.FASHION_MNIST.meta`) and its tests can reproduce them.
The full dataset is required (Debian: `apt-get install dataset-fashion-mnist`, or --data DIR).
"""
import argparse, json, os, shlex, shutil, subprocess, sys, time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))                     # this checkout's mininn, whatever is installed

# The recipes: what decides each run (mininn-train's defaults otherwise: --bs 64, --seed 0, wd 1e-2, AdamW, one-cycle).
RECIPES = {
    'mlp':    ['--model', 'mlp', '--epochs', '5', '--lr', '3e-3'],
    'cnn':    ['--model', 'cnn', '--epochs', '4', '--lr', '3e-3'],
    'resnet': ['--model', 'resnet', '--epochs', '20', '--lr', '5e-3', '--crop', '2', '--threads', '2', '--augment'],   # flags last (pairs above)
}

def git(*args):
    return subprocess.run(['git', *args], cwd=REPO, capture_output=True, text=True, check=True).stdout.strip()

def full_data(data=None):
    "The folder holding the full Fashion-MNIST (never the embedded sample)."
    from mininn.datasets import FashionMNIST
    return str(Path(FashionMNIST(root=data, train=False, sample=False).path).resolve())

def portable(cmd):
    "The run's command without this machine's paths: the data folder as DIR, the checkpoint by its file name."
    a = shlex.split(cmd)
    for opt, keep in (('--data', lambda v: 'DIR'), ('--save', os.path.basename)):
        if opt in a: i = a.index(opt) + 1; a[i] = keep(a[i])
    return shlex.join(a)

def command(name, data, workdir, device='cpu'):
    dev = ['--device', device] if device != 'cpu' else []
    return ['mininn-train', *RECIPES[name], *dev, '--data', data, '--save', str(workdir / f'{name}.ckpt')]

def source(workdir):
    """The package exactly as committed at HEAD (`git archive`), for the runs to import: changes not yet committed
    in the working tree do not reach the weights, so the commit recorded in their metadata is the code that made them."""
    commit = git('rev-parse', 'HEAD')
    src = workdir / 'src' / commit
    if not (src / 'mininn' / '__init__.py').is_file():
        src.mkdir(parents=True, exist_ok=True)
        tar = subprocess.run(['git', 'archive', commit, 'mininn'], cwd=REPO, capture_output=True, check=True).stdout
        subprocess.run(['tar', '-x', '-C', str(src)], input=tar, check=True)
    return commit, src

def train(name, data, workdir, resume=False, device='cpu'):
    cmd = command(name, data, workdir, device)
    exe = shutil.which('mininn-train')
    if exe is None: sys.exit('make_pretrained: mininn-train is not on PATH (pip install -e . in this checkout)')
    ckpt, record = workdir / f'{name}.ckpt', workdir / f'{name}.cmd'
    if resume and ckpt.is_file() and record.is_file():
        run = json.loads(record.read_text())
        if run['command'] != shlex.join(cmd): sys.exit(f'make_pretrained: {ckpt} is a run of another recipe: {run["command"]}')
        commit, src = run['commit'], workdir / 'src' / run['commit']       # the code the run started with
        argv = ['--resume', str(ckpt)]                  # continues exactly: the same result as a run never stopped (12)
    else:
        commit, src = source(workdir)
        record.write_text(json.dumps({'command': shlex.join(cmd), 'commit': commit}) + '\n')
        argv = cmd[1:]
    print(f'[{time.strftime("%H:%M:%S")}] {shlex.join(["mininn-train", *argv])}  (mininn at {commit[:10]})', flush=True)
    env = dict(os.environ, PYTHONPATH=str(src))        # run outside the repository, so that '' on sys.path is not this checkout
    subprocess.run([exe, *argv], check=True, cwd=workdir, env=env)

def convert(name, data, workdir):
    import mininn as mn
    from mininn.architectures import MODELS
    from mininn.models import evaluate, weights_path
    from mininn.datasets import FashionMNIST
    ckpt = workdir / f'{name}.ckpt'
    run = json.loads((workdir / f'{name}.cmd').read_text())
    st = mn.load(ckpt)
    args = st['meta']['args']
    want = dict(zip(RECIPES[name][::2], RECIPES[name][1::2]))
    assert args['model'] == name and args['epochs'] == int(want['--epochs']) and args['lr'] == float(want['--lr']), args
    assert args.get('crop', 0) == int(want.get('--crop', 0)), args
    assert args['augment'] == ('--augment' in RECIPES[name]) and args['seed'] == int(want.get('--seed', 0)) and args['bs'] == int(want.get('--bs', 64)), args
    assert st['epoch'] + 1 == args['epochs'], f"{ckpt}: {st['epoch'] + 1} of {args['epochs']} epochs done: an unfinished run"
    hist = st['cbs']['MetricsCB']['history']
    model = MODELS[name]()
    model.load_state_dict(st['model'])
    acc = evaluate(model, FashionMNIST(root=data, train=False, sample=False))                  # the full 10,000 test images
    acc_sample = evaluate(model, FashionMNIST(train=False, sample=True))                      # the embedded sample's 2,000
    assert abs(acc - hist[-1]['accuracy']) <= 5e-4, f"test accuracy {acc:.4f} here, {hist[-1]['accuracy']:.4f} in the run: not the same model?"
    meta = {'model': name, 'dataset': 'Fashion-MNIST', 'command': portable(run['command']), 'commit': run['commit'],
            'epochs': str(args['epochs']),
            'test_accuracy': f'{acc:.4f}', 'test_images': '10000',
            'sample_accuracy': f'{acc_sample:.4f}', 'sample_images': '2000',
            'train_seconds': f"{sum(r['time'] for r in hist):.0f}", 'mininn_version': mn.__version__,
            'normalize': 'x / 255, then (x - 0.2860) / 0.3530 (FashionMNIST.tensors())'}
    out = weights_path(name)
    out.parent.mkdir(parents=True, exist_ok=True)
    mn.save({k: v for k, v in model.state_dict().items()}, out, metadata=meta)
    print(f'{out.relative_to(REPO)}: {out.stat().st_size:,} bytes, test accuracy {acc:.4f}, sample {acc_sample:.4f}', flush=True)

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('stage', nargs='?', choices=['train', 'convert', 'all'], default='all')
    p.add_argument('--models', nargs='+', choices=list(RECIPES), default=list(RECIPES))
    p.add_argument('--workdir', default=str(REPO / 'build' / 'pretrained'), help='checkpoints and logs of the runs')
    p.add_argument('--data', help='folder with the full Fashion-MNIST IDX files (default: mininn-train\'s search)')
    p.add_argument('--device', default='cpu', help="mininn-train's --device for the runs (recorded in the command)")
    p.add_argument('--resume', action='store_true', help='continue the interrupted runs in --workdir (mininn-train --resume)')
    a = p.parse_args(argv)
    workdir = Path(a.workdir).resolve(); workdir.mkdir(parents=True, exist_ok=True)
    data = full_data(a.data)
    for name in a.models:
        if a.stage in ('train', 'all'): train(name, data, workdir, a.resume, a.device)
        if a.stage in ('convert', 'all'): convert(name, data, workdir)

if __name__ == '__main__': main()
