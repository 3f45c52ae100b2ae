"""Check the package's imports: no import cycle, and the course's teaching order.

Teaching order: a module exported by notebook N may import only modules exported by notebooks that come before N
(notebook names sort in course order). Every import counts, also one inside a function. Hand-written package
`__init__.py` files gather the modules for users and are left out.
"""
import ast, re, sys, pathlib

def modules(root):
    "module name -> (path, notebook it is exported from or None)."
    out = {}
    for f in sorted((root / 'mininn').rglob('*.py')):
        rel = f.relative_to(root).with_suffix('')
        parts = rel.parts
        if parts[-1] == '__init__': continue
        m = re.search(r'File to edit: (?:\.\./)+nbs/(\S+?\.ipynb)', f.read_text()[:400])
        out['.'.join(parts)] = (f, m.group(1) if m else None)
    return out

def imports(name, path, mods):
    "The mininn modules that module `name` imports."
    pkg = name.split('.')[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import): cands = [[a.name] for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = pkg[:len(pkg) - node.level + 1] if node.level else []
            mod = base + (node.module.split('.') if node.module else [])
            cands = [mod + [a.name] for a in node.names] + [mod]
        else: continue
        for c in cands:
            c = '.'.join(c)
            if c in mods and c != name: found.add(c); break
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
            if nb and dnb and dnb > nb: errors.append(f'teaching order: {m} ({nb}) imports {d} ({dnb}), a later notebook')
    state = {}
    def visit(m, stack):                                   # depth-first search for a cycle
        state[m] = 1; stack.append(m)
        for d in sorted(graph[m]):
            if state.get(d) == 1: errors.append('import cycle: ' + ' -> '.join(stack[stack.index(d):] + [d]))
            elif d not in state: visit(d, stack)
        state[m] = 2; stack.pop()
    for m in sorted(graph):
        if m not in state: visit(m, [])
    for e in errors: print(e)
    print(f'{len(mods)} modules, {sum(map(len, graph.values()))} imports between them: {len(errors)} problems')
    return 1 if errors else 0

if __name__ == '__main__': sys.exit(main(*sys.argv[1:]))
