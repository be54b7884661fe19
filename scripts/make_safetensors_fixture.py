#!/usr/bin/env python3
"""Safetensors fixture written by the reference library, and a check of attn's writer against it.

  make_safetensors_fixture.py make   writes tests/data/safetensors/reference.safetensors (several dtypes and
                                     shapes, header metadata) with the PyPI `safetensors` package, and
                                     reference.expected.json: every tensor's dtype, shape, raw bytes (hex) and
                                     values, in the order of the data buffer.
  make_safetensors_fixture.py check FILE [EXPECTED_JSON]
                                     loads FILE (e.g. written by attn's write_safetensors) with the reference
                                     library and compares it with EXPECTED_JSON (default: the fixture's).

The script re-runs itself inside the repository's .venv (created if missing, with safetensors and numpy installed
from PyPI). CI never runs it: the fixture it writes is committed.
"""
import json
import os
import struct
import subprocess
import sys
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".venv")
VENV_PYTHON = os.path.join(VENV, "bin", "python")
FIXTURE_DIR = os.path.join(ROOT, "tests", "data", "safetensors")
FIXTURE = os.path.join(FIXTURE_DIR, "reference.safetensors")
EXPECTED = os.path.join(FIXTURE_DIR, "reference.expected.json")


def ensure_venv():
    """Re-executes this script with the venv's python, after installing what it needs."""
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(VENV_PYTHON):
        venv.create(VENV, with_pip=True)
    probe = subprocess.run([VENV_PYTHON, "-c", "import safetensors, numpy"], capture_output=True)
    if probe.returncode != 0:
        subprocess.check_call([VENV_PYTHON, "-m", "pip", "install", "--quiet", "safetensors", "numpy"])
    os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(__file__)] + sys.argv[1:])


def decode(dtype, data):
    """Raw little-endian bytes -> list of Python numbers (exact)."""
    import numpy as np
    if dtype == "BF16":  # numpy has no bfloat16: it is the top half of an fp32
        bits = np.frombuffer(bytes(data), dtype="<u2").astype(np.uint32) << 16
        return [float(v) for v in bits.view(np.float32)]
    np_type = {"F32": "<f4", "F16": "<f2", "I8": "i1", "I32": "<i4", "I64": "<i8"}[dtype]
    values = np.frombuffer(bytes(data), dtype=np_type)
    return [float(v) if dtype.startswith("F") else int(v) for v in values]


def header_order(path):
    """Tensor names in the order of their data (the library decides the layout, not the dict order)."""
    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
    header.pop("__metadata__", None)
    return sorted(header, key=lambda name: header[name]["data_offsets"][0])


def make():
    import numpy as np
    from safetensors import TensorSpec, serialize_file

    rng = np.random.default_rng(20261122)
    bf16_source = rng.standard_normal(4).astype(np.float32)
    arrays = {
        "embedding.weight": rng.standard_normal((5, 3)).astype(np.float32),
        "scalar": np.array(rng.standard_normal(), dtype=np.float32),
        "empty": np.zeros((0, 4), dtype=np.float32),
        "half": rng.standard_normal((2, 3)).astype(np.float16),
        # Truncate fp32 to its top 16 bits: the bfloat16 bit pattern, stored as uint16.
        "brain": (bf16_source.view(np.uint32) >> 16).astype(np.uint16),
        "bytes": rng.integers(-128, 128, size=(3, 2), dtype=np.int8),
        "counts": rng.integers(-(2**31), 2**31, size=(2, 2), dtype=np.int32),
        "big": np.array([2**40 + 7, -5, -(2**62)], dtype=np.int64),
    }
    type_names = {"brain": "bfloat16"}
    specs = {
        name: TensorSpec(dtype=type_names.get(name, a.dtype.name), shape=list(a.shape),
                         data_ptr=a.ctypes.data, data_len=a.nbytes)
        for name, a in arrays.items()
    }
    metadata = {"format": "pt", "note": "attn fixture \u00fcn\u00efc\u00f8de", "step": "12"}
    os.makedirs(FIXTURE_DIR, exist_ok=True)
    serialize_file(specs, FIXTURE, metadata=metadata)

    from safetensors import deserialize
    with open(FIXTURE, "rb") as f:
        raw = {name: info for name, info in deserialize(f.read())}
    tensors = []
    for name in header_order(FIXTURE):
        info = raw[name]
        tensors.append({"name": name, "dtype": info["dtype"], "shape": list(info["shape"]),
                        "data_hex": bytes(info["data"]).hex(), "values": decode(info["dtype"], info["data"])})
    with open(EXPECTED, "w", encoding="utf-8") as f:
        json.dump({"metadata": metadata, "tensors": tensors}, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {FIXTURE} ({os.path.getsize(FIXTURE)} bytes) and {EXPECTED}")


def check(path, expected_path):
    import numpy as np
    from safetensors import deserialize, safe_open

    with open(expected_path, encoding="utf-8") as f:
        expected = json.load(f)
    with open(path, "rb") as f:
        raw = {name: info for name, info in deserialize(f.read())}  # the library validates the layout
    problems = []
    want = {t["name"]: t for t in expected["tensors"]}
    if set(raw) != set(want):
        problems.append(f"tensor names differ: got {sorted(raw)}, expected {sorted(want)}")
    with safe_open(path, framework="numpy") as f:
        if (f.metadata() or {}) != expected["metadata"]:
            problems.append(f"metadata differs: got {f.metadata()}, expected {expected['metadata']}")
        for name in sorted(set(raw) & set(want)):
            info, t = raw[name], want[name]
            if info["dtype"] != t["dtype"] or list(info["shape"]) != t["shape"]:
                problems.append(f"{name}: got {info['dtype']} {info['shape']}, expected {t['dtype']} {t['shape']}")
            if bytes(info["data"]).hex() != t["data_hex"]:
                problems.append(f"{name}: bytes differ")
            if t["dtype"] != "BF16":  # numpy cannot hold bfloat16; its bytes were compared above
                array = f.get_tensor(name)
                if not np.array_equal(array.reshape(-1).astype(np.float64), np.array(t["values"], dtype=np.float64)):
                    problems.append(f"{name}: values differ")
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print(f"{path}: {len(raw)} tensors and metadata match {expected_path} (read by safetensors)")


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("make", "check") or (sys.argv[1] == "check" and len(sys.argv) < 3):
        print(__doc__)
        sys.exit(2)
    ensure_venv()
    if sys.argv[1] == "make":
        make()
    else:
        check(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else EXPECTED)


if __name__ == "__main__":
    main()
