"""mininn.nn.utils.rnn, like torch.nn.utils.rnn: `PackedSequence` and the functions that pack, pad and unpad batches of
sequences of different lengths. Written by hand: the code lives in `mininn/nn/rnn.py` (nbs/12b_sequences.ipynb, section
"Sequences of different lengths", exported there with `#| exporti` so that `mininn.nn` does not gather it), next to the
recurrent layers that read a `PackedSequence`; this package keeps torch's import path."""
from ...rnn import (PackedSequence, invert_permutation, pack_padded_sequence, pad_packed_sequence, pad_sequence,
                    unpad_sequence, pack_sequence, unpack_sequence)

__all__ = ['PackedSequence', 'invert_permutation', 'pack_padded_sequence', 'pad_packed_sequence', 'pad_sequence',
           'unpad_sequence', 'pack_sequence', 'unpack_sequence']
