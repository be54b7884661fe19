"""Copies what the build needs from full upstream trees into third_party/ (third_party/README.md, "Updating").

  prune.py SRC_ROOT DST_ROOT compile_commands.json...

SRC_ROOT holds the full trees as XNNPACK/, cpuinfo/, pthreadpool/, FXdiv/; the compile_commands.json files come
from configuring SRC_ROOT/XNNPACK for each architecture with cmake/XnnpackOptions.cmake. Kept: every compiled
source, every header under each library's code folders, its build files and licence."""
import json, os, shutil, sys
src, dst, ccs = sys.argv[1], sys.argv[2], sys.argv[3:]
keep = set()
for cc in ccs:
    for e in json.load(open(cc)):
        f = os.path.normpath(os.path.join(e['directory'], e['file']))
        if f.startswith(src + '/'):
            keep.add(os.path.relpath(f, src))
deps = {
  'XNNPACK': dict(code=['src', 'include'], extra=['CMakeLists.txt', 'LICENSE', 'cmake', 'tools/update-microkernels.py',
                  'scripts/generate-build-identifier.py']),
  'cpuinfo': dict(code=['src', 'include'], extra=['CMakeLists.txt', 'LICENSE', 'cmake', 'libcpuinfo.pc.in']),
  'pthreadpool': dict(code=['src', 'include'], extra=['CMakeLists.txt', 'LICENSE', 'cmake']),
  'FXdiv': dict(code=['include'], extra=['CMakeLists.txt', 'LICENSE', 'cmake']),
}
for dep, spec in deps.items():
    root = os.path.join(src, dep)
    for code in spec['code']:
        for r, _, files in os.walk(os.path.join(root, code)):
            for n in files:
                if n.endswith(('.h', '.hpp', '.inc')):
                    keep.add(os.path.relpath(os.path.join(r, n), src))
    for x in spec['extra']:
        p = os.path.join(root, x)
        if os.path.isdir(p):
            for r, _, files in os.walk(p):
                for n in files:
                    keep.add(os.path.relpath(os.path.join(r, n), src))
        elif os.path.exists(p):
            keep.add(os.path.relpath(p, src))
        else:
            print('missing', p)
keep = {k for k in keep if k.split('/')[0] in deps}
for k in sorted(keep):
    os.makedirs(os.path.dirname(os.path.join(dst, k)), exist_ok=True)
    shutil.copy2(os.path.join(src, k), os.path.join(dst, k))
print(len(keep), 'files')
