__version__ = "0.1.0"
# `import mininn as mn` gives torch's layout: `mn.tensor`, `mn.no_grad`, `mn.float32`, `mn.nn`, ...
# The core modules are loaded on first attribute access (PEP 562) rather than here, so that a course
# notebook re-defining, say, the autograd engine does not also import the exported copy of it.
import importlib as _importlib

_CORE = ('tensor', 'autograd', 'ops')
_ALIASES = {'bool': 'bool_', 'float': 'float32', 'double': 'float64', 'half': 'float16', 'long': 'int64', 'int': 'int32'}

def _load_core():
    mods = [_importlib.import_module(f'{__name__}.{m}') for m in _CORE]
    g = globals()
    for mod in mods:
        for k in getattr(mod, '__all__', ()): g[k] = getattr(mod, k)      # `mn.tensor` is the function, not the module
    for k, v in _ALIASES.items(): g[k] = g[v]

def __getattr__(name):
    if name.startswith('__'): raise AttributeError(name)
    _load_core()
    if name in globals(): return globals()[name]
    try: return _importlib.import_module(f'{__name__}.{name}')      # mn.nn, mn.optim, mn.autograd, ...
    except ModuleNotFoundError as e:
        if e.name != f'{__name__}.{name}': raise
    raise AttributeError(f"module 'mininn' has no attribute {name!r}")

def __dir__(): _load_core(); return sorted(globals())
