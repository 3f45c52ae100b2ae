"""This file is not part of the installed package: it makes `import mininn` work next to a clone.

Python looks first in the current folder. Run from the folder that *contains* the clone `mininn/`, `import mininn` would
find the clone itself (this folder) before any installed mininn, even one installed with `pip install -e`, and without
this file it would import it as an empty namespace package: `mininn.tensor` would then be an AttributeError. Here the
import loads the clone's package, `mininn/mininn/`, instead. Setuptools never packages this file (`find_packages` looks
below the repository's root), so an installed mininn does not have it."""
import importlib.util as _util, os as _os, sys as _sys

_repo = _os.path.dirname(_os.path.abspath(__file__))
_pkg = _os.path.join(_repo, 'mininn')
_init = _os.path.join(_pkg, '__init__.py')
if __name__ != 'mininn' or not _os.path.isfile(_init):
    raise ImportError(f"{_repo} is mininn's repository, not a package: "
                      f"`import mininn` from inside it, or `pip install -e {_repo}`")
_spec = _util.spec_from_file_location('mininn', _init, submodule_search_locations=[_pkg])
_mod = _util.module_from_spec(_spec)
_sys.modules['mininn'] = _mod            # `import mininn` returns what sys.modules holds when this file ends
try: _spec.loader.exec_module(_mod)
except ModuleNotFoundError as e:         # mininn's dependencies are missing from this Python: say how to get them
    if e.name and e.name.split('.')[0] != 'mininn':
        raise ModuleNotFoundError(f"{e}: mininn's dependencies are not installed here; "
                                  f"`pip install -e {_repo}` installs them", name=e.name) from e
    raise
