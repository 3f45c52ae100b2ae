"""Check the package's imports: no import cycle, and the course's teaching order.

Teaching order: a module exported by notebook N may import only modules exported by notebooks that come before N
(notebook names sort in course order). Every import counts, also one inside a function.

Hand-written package `__init__.py` files gather the modules for users: they are nodes of the graph too (the package
`mininn.nn` is `mininn/nn/__init__.py`), outside the teaching order, but their imports count for cycles. Importing a
module also runs the `__init__.py` of each package above it that the importer is not already inside (`from ..nn.conv
import x` in `mininn/fast/conv.py` runs `mininn/nn/__init__.py` first), so that counts as importing the package.
"""
import ast, re, sys, pathlib

def modules(root):
    "module name -> (path, notebook it is exported from or None); a package is named by its folder."
    out = {}
    for f in sorted((root / 'mininn').rglob('*.py')):
        rel = f.relative_to(root).with_suffix('')
        parts = rel.parts
        if parts[-1] == '__init__': out['.'.join(parts[:-1])] = (f, None); continue
        m = re.search(r'File to edit: (?:\.\./)+nbs/(\S+?\.ipynb)', f.read_text()[:400])
        out['.'.join(parts)] = (f, m.group(1) if m else None)
    return out

def imports(name, path, mods):
    "The mininn modules and packages that module `name` imports (a package `__init__.py` is named by its folder)."
    pkg = name.split('.') if path.name == '__init__.py' else name.split('.')[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import): groups = [[[a.name]] for a in node.names]
        elif isinstance(node, ast.ImportFrom):             # `from m import a, b`: m.a and m.b if modules, else m
            base = pkg[:len(pkg) - node.level + 1] if node.level else []
            mod = base + (node.module.split('.') if node.module else [])
            groups = [[mod + [a.name], mod] for a in node.names]
        else: continue
        for cands in groups:
            for c in cands:
                c = '.'.join(c)
                if c in mods and c != name: found.add(c); break
    inside = {'.'.join(pkg[:i]) for i in range(1, len(pkg) + 1)}     # packages already running when `name` runs
    for c in list(found):                                            # the packages above an imported module run first
        parts = c.split('.')
        found |= {p for p in ('.'.join(parts[:i]) for i in range(1, len(parts))) if p in mods and p not in inside}
    return found

def main(root='.'):
    root = pathlib.Path(root)
    mods = modules(root)
    graph = {m: imports(m, p, mods) for m, (p, _) in mods.items()}
    errors = []
    for m, deps in graph.items():
        nb = mods[m][1]
        for d in deps:
            dnb = mods[d][1]
            if nb and dnb and dnb > nb:
                errors.append(f'teaching order: {m} ({nb}) imports {d} ({dnb}), a later notebook')
    def path(a, b):                                        # a shortest import path a -> ... -> b, or None
        prev, todo = {a: None}, [a]
        for m in todo:
            for d in sorted(graph[m]):
                if d not in prev: prev[d] = m; todo.append(d)
        if b not in prev: return None
        out = [b]
        while out[-1] != a: out.append(prev[out[-1]])
        return out[::-1]
    seen = set()
    for m in sorted(graph):                                # every loop once: the shortest one through each edge
        for d in sorted(graph[m]):
            back = path(d, m)
            if back is None: continue
            loop = [m] + back
            key = frozenset(zip(loop, loop[1:]))
            if key not in seen: seen.add(key); errors.append('import cycle: ' + ' -> '.join(loop))
    for e in errors: print(e)
    n = sum(map(len, graph.values()))
    print(f'{len(mods)} modules and packages, {n} imports between them: {len(errors)} problems')
    return 1 if errors else 0

if __name__ == '__main__': sys.exit(main(*sys.argv[1:]))
