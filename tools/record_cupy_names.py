"""Record the public names of the installed CuPy, and the parameters of its functions, for mininn's simulated device,
used where CuPy is not installed.

    python tools/record_cupy_names.py     # writes mininn/data/cupy_names.json

CuPy imports without a GPU, so this runs wherever `pip install cupy-cuda12x` worked. Each signature is kept as compact
text, the parameter list without default values (`"indices": "dimensions,dtype="`).
"""
import json, pathlib
from mininn.cudasim import introspect_cupy

names = introspect_cupy()
out = pathlib.Path(__file__).resolve().parent.parent / 'mininn' / 'data' / 'cupy_names.json'
out.write_text(json.dumps(names, indent=0) + '\n')
print(f'{out}: CuPy {names["version"]}, {len(names["cupy"])} top-level names, {len(names["signatures"])} signatures, '
      f'{out.stat().st_size} bytes')
