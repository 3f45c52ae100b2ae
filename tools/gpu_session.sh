#!/bin/bash
# The device side of tools/gpu_session.py: install what the image lacks, then run the session.
#   run(command="bash tools/gpu_session.sh 420", carry=[".whl"], timeout_s=480)
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
# numba-cuda 0.2x still registers np.row_stack, which NumPy 2.5 removed: give it back for this run only
printf 'import numpy as _np\nif not hasattr(_np, "row_stack"): _np.row_stack = _np.vstack\n' > /tmp/site/sitecustomize.py
export PYTHONPATH=/tmp/site PATH=/tmp/site/bin:$PATH
python3 -m pip install -q --no-index --no-deps --no-build-isolation -e . >/dev/null 2>&1 \
  || { echo 'pip install -e . failed: mininn from the source tree, no console scripts'; export PYTHONPATH=/tmp/site:$PWD; }
unset MININN_CUDA_SIM NUMBA_ENABLE_CUDASIM OPENBLAS_CORETYPE OPENBLAS_L2_SIZE
python3 tools/gpu_session.py --deadline "${1:-420}" "${@:2}"
