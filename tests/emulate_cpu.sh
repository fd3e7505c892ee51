#!/bin/sh
# Usage: tests/emulate_cpu.sh VENV QEMU_CPU
#
# Makes VENV's interpreter run under QEMU's user-mode emulation of another x86-64 CPU
# (`qemu-x86_64 -cpu QEMU_CPU`). The emulated CPUID is the only one the interpreter sees, so
# PyTorch, MKL, oneDNN and CTranslate2 choose that CPU's kernels by themselves, with none of
# their switches set: this is how `make test-amd-avx2` runs the suite as an AVX2 AMD EPYC
# would on a machine with AVX-512. The venv is installed natively first (pip under
# emulation is slow); running this again only rewrites the wrapper.
#
# argv[0] stays the venv's path (-0), so Python finds pyvenv.cfg, and sys.executable, and
# with it every process the suite starts (xdist's workers, `nmt` through its #! line), comes
# back through the wrapper.
set -eu
venv=$1 cpu=$2
bin=$venv/bin
command -v qemu-x86_64 > /dev/null || { echo "qemu-x86_64 not found (Debian: qemu-user)" >&2; exit 1; }
# The interpreter the venv was made from, kept once as a link beside the wrapper.
[ -e "$bin/python-native" ] || ln -s "$(readlink -f "$bin/python")" "$bin/python-native"
native=$(readlink -f "$bin/python-native")
for name in python python3 "$(basename "$native")"; do
    rm -f "$bin/$name"
    printf '#!/bin/sh\nexec qemu-x86_64 -cpu '%s' -0 "$0" %s "$@"\n' "$cpu" "$native" > "$bin/$name"
    chmod +x "$bin/$name"
done
# The CPU the wrapped interpreter sees, as the first line of the log.
"$bin/python" -c 'import torch; print("emulated CPU:", torch.backends.cpu.get_cpu_capability())'
