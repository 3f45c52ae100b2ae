"""Record the public names of the installed CuPy for mininn's simulated device, used where CuPy is not installed.

    python tools/record_cupy_names.py     # writes mininn/cupy_names.json

CuPy imports without a GPU, so this runs wherever `pip install cupy-cuda12x` worked.
"""
import json, pathlib
from mininn.cudasim import introspect_cupy

names = introspect_cupy()
out = pathlib.Path(__file__).resolve().parent.parent / 'mininn' / 'data' / 'cupy_names.json'
out.write_text(json.dumps(names, indent=0) + '\n')
print(f'{out}: CuPy {names["version"]}, {len(names["cupy"])} top-level names')
