"""Check that no public name is defined twice where a user sees it.

A name is defined twice when two definitions end up in the same namespace and the later one silently replaces the
earlier one:
- a package namespace a user imports (`mininn`, `mininn.nn`, `mininn.nn.functional`, `mininn.optim`, ...) gathers
  two different objects under one name (e.g. `mn.div` from both `autograd` and `more_ops`);
- one module defines the same function or class twice at its top level;
- an attribute of a class (`Tensor.div`, `Exp.forward`) is given twice: in the class body, by `@patch`, by
  `Cls.attr = ...`, by `setattr(Cls, ...)` (also in the method-installing loops and helpers of the notebooks);
- a module assigns a name of another module (`ops.where = ...`).
Same names in different namespaces (`mn.relu` and `mn.nn.functional.relu`, `Module.state_dict` and
`Optimizer.state_dict`) are not duplicates. Each duplicate is printed with both definitions (module:line); known,
deliberate ones are listed with their reason in tools/names_allowed.txt (one line each: the key printed here, then the
reason). Exit status 1 if a duplicate is not allowed, or an allowed one no longer exists.
"""
import ast, sys, pathlib
from collections import defaultdict

def top_statements(body):
    "The statements run at a module's top level, also inside `if`, `try`, `with` and `for` blocks."
    for s in body:
        yield s
        if isinstance(s, (ast.If, ast.For, ast.While)): yield from top_statements(s.body + s.orelse)
        elif isinstance(s, ast.With): yield from top_statements(s.body)
        elif isinstance(s, ast.Try):
            yield from top_statements(s.body + s.orelse + s.finalbody + [x for h in s.handlers for x in h.body])

def targets(t):
    "The plain names an assignment target binds."
    if isinstance(t, ast.Name): return [t]
    if isinstance(t, (ast.Tuple, ast.List)): return [n for e in t.elts for n in targets(e)]
    return []

class Module:
    def __init__(self, name, path, is_pkg):
        self.name, self.path, self.is_pkg = name, path, is_pkg
        self.tree = ast.parse(path.read_text())
        self.pkg = name if is_pkg else name.rpartition('.')[0]
        self.defs = defaultdict(list)        # name -> [(line, kind)] of its top-level definitions
        self.imports = {}                    # local name -> (module, name), or (module, None) for a module
        self.stars = []                      # modules star-imported
        self.all = None
        for s in top_statements(self.tree.body):
            if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self.defs[s.name].append((s.lineno, 'def'))
            elif isinstance(s, (ast.Assign, ast.AnnAssign)):
                for t in (s.targets if isinstance(s, ast.Assign) else [s.target]):
                    for n in targets(t):
                        if n.id == '__all__' and isinstance(s.value, (ast.List, ast.Tuple)):
                            self.all = [e.value for e in s.value.elts if isinstance(e, ast.Constant)]
                        self.defs[n.id].append((s.lineno, 'assign'))
            elif isinstance(s, ast.ImportFrom):
                base = self.resolve_from(s)
                for a in s.names:
                    if a.name == '*': self.stars.append(base)
                    else: self.imports[a.asname or a.name] = (base, a.name)
            elif isinstance(s, ast.Import):
                for a in s.names:
                    if a.asname: self.imports[a.asname] = (a.name, None)

    def resolve_from(self, s):
        if not s.level: return s.module
        parts = self.pkg.split('.')
        base = parts[:len(parts) - s.level + 1]
        return '.'.join(base + ([s.module] if s.module else []))

    def line(self, name): return self.defs[name][-1][0] if self.defs.get(name) else 0

class Names:
    def __init__(self, root):
        self.root = pathlib.Path(root)
        self.mods = {}
        for f in sorted((self.root / 'mininn').rglob('*.py')):
            if f.name == '_modidx.py': continue
            parts = f.relative_to(self.root).with_suffix('').parts
            is_pkg = parts[-1] == '__init__'
            name = '.'.join(parts[:-1] if is_pkg else parts)
            self.mods[name] = Module(name, f, is_pkg)

    def rel(self, mod): return str(self.mods[mod].path.relative_to(self.root))

    def public(self, mod):
        m = self.mods.get(mod)
        if m is None: return []
        if m.all is not None: return m.all
        names = set(m.defs) | set(m.imports) | {n for s in m.stars for n in self.public(s)}
        return sorted(n for n in names if not n.startswith('_'))

    def origin(self, mod, name, seen=None):
        "(module, name) where `mod.name` is defined, following imports; a submodule is ('module', its name)."
        seen = seen or set()
        if (mod, name) in seen or mod not in self.mods: return (mod, name)
        seen.add((mod, name))
        m = self.mods[mod]
        if name in m.defs: return (mod, name)
        if name in m.imports:
            src, n = m.imports[name]
            if n is None: return ('module', src)
            if f'{src}.{n}' in self.mods and n not in self.mods.get(src, m).defs: return ('module', f'{src}.{n}')
            return self.origin(src, n, seen)
        for s in reversed(m.stars):
            if name in self.public(s): return self.origin(s, name, seen)
        if f'{mod}.{name}' in self.mods: return ('module', f'{mod}.{name}')
        return (mod, name)

    def where(self, o):
        mod, name = o
        return f'{self.rel(mod)}:{self.mods[mod].line(name)}' if mod in self.mods else f'{mod}.{name}'

def loop_names(node, var, mod, names):
    "The names a `for var in ...` loop binds, when they can be read off: a tuple of names, or a string's split()."
    it = node.iter
    if isinstance(it, (ast.Tuple, ast.List)) and all(isinstance(e, ast.Name) for e in it.elts):
        return [names.origin(mod, e.id) for e in it.elts]
    if (isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and it.func.attr == 'split'
            and isinstance(it.func.value, ast.Constant)):
        return [(None, s) for s in it.func.value.value.split()]
    if isinstance(it, ast.Name):                       # a module-level string of names, split where it is used
        for s in top_statements(names.mods[mod].tree.body):
            if (isinstance(s, ast.Assign) and any(isinstance(t, ast.Name) and t.id == it.id for t in s.targets)
                    and isinstance(s.value, ast.Call) and isinstance(s.value.func, ast.Attribute)
                    and s.value.func.attr == 'split' and isinstance(s.value.func.value, ast.Constant)):
                return [(None, x) for x in s.value.func.value.value.split()]
    return None

class Writes:
    "Every place that gives a class an attribute, or a module a name, with what it gives."
    def __init__(self, names):
        self.n = names
        self.attrs = defaultdict(list)       # (class origin, attr) -> [(where, value id)]
        self.installers = {}      # (module, function) -> class origin, for `def f(*fs, **named): setattr(C, ...)`
        for m in names.mods.values(): self.scan(m)
        for m in names.mods.values(): self.scan_installer_calls(m)

    def is_class(self, o, kind=ast.ClassDef):
        m = self.n.mods.get(o[0])
        return m is not None and any(isinstance(s, kind) and s.name == o[1] for s in top_statements(m.tree.body))

    def add(self, cls, attr, m, line, value):
        self.attrs[(cls, attr)].append((f'{self.n.rel(m.name)}:{line}', value))

    def value_id(self, m, v, line):
        if isinstance(v, ast.Name): return self.n.origin(m.name, v.id)
        return ('expr', m.name, line, ast.dump(v))

    def scan(self, m):
        n = self.n
        for s in top_statements(m.tree.body):
            if isinstance(s, ast.ClassDef):
                cls = (m.name, s.name)
                for b in s.body:
                    if isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                        if any(isinstance(d, ast.Attribute) and d.attr in ('setter', 'deleter')
                               for d in getattr(b, 'decorator_list', [])): continue
                        self.add(cls, b.name, m, b.lineno, ('expr', m.name, b.lineno))
                    elif isinstance(b, (ast.Assign, ast.AnnAssign)):
                        for t in (b.targets if isinstance(b, ast.Assign) else [b.target]):
                            for x in targets(t): self.add(cls, x.id, m, b.lineno, ('expr', m.name, b.lineno))
            if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for d in s.decorator_list:
                    d = d.func if isinstance(d, ast.Call) else d
                    if isinstance(d, ast.Name) and d.id == 'patch' and s.args.args:
                        ann = s.args.args[0].annotation
                        anns = ann.elts if isinstance(ann, ast.Tuple) else [ann]
                        for a in anns:
                            if isinstance(a, ast.Name):
                                self.add(n.origin(m.name, a.id), s.name, m, s.lineno, ('expr', m.name, s.lineno))
        self.scan_body(m, m.tree, {})

    def scan_body(self, m, node, aliases, loops=(), in_fn=False):
        "Attribute assignments and setattr calls anywhere in `node`, functions included (not run-time state there)."
        n = self.n
        def base(x):
            if not isinstance(x, ast.Name): return None
            return aliases.get(x.id) or n.origin(m.name, x.id)
        for c in ast.iter_child_nodes(node):
            if isinstance(c, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                al = dict(aliases)
                for s in ast.walk(c):
                    if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) \
                            and isinstance(s.value, ast.Name):
                        al[s.targets[0].id] = n.origin(m.name, s.value.id)
                if isinstance(c, ast.Lambda): continue
                self.scan_body(m, c, al, loops, True)
                continue
            if isinstance(c, ast.For) and isinstance(c.target, ast.Name):
                loop = (c.target.id, loop_names(c, c.target.id, m.name, n), node)
                self.scan_body(m, c, aliases, loops + (loop,), in_fn)
                continue
            state = isinstance(c, ast.Assign) and (isinstance(c.value, (ast.Constant, ast.BinOp)) or (
                isinstance(c.value, ast.Call)
                and getattr(c.value.func, 'id', None) not in ('property', 'staticmethod')))
            if isinstance(c, ast.Assign) and not (in_fn and state):
                for t in c.targets:
                    pairs = [(t, c.value)]
                    if isinstance(t, ast.Tuple) and isinstance(c.value, ast.Tuple) and len(t.elts) == len(c.value.elts):
                        pairs = list(zip(t.elts, c.value.elts))
                    elif isinstance(t, ast.Tuple): pairs = [(e, None) for e in t.elts]
                    for tt, v in pairs:
                        if isinstance(tt, ast.Attribute):
                            o = base(tt.value)
                            if not o: continue
                            val = self.value_id(m, v, c.lineno) if v is not None else ('expr', m.name, c.lineno)
                            self.write(o, tt.attr, m, c.lineno, val)
            if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == 'setattr' and len(c.args) == 3:
                o = base(c.args[0])
                if o: self.setattr_call(m, c, o, loops)
            self.scan_body(m, c, aliases, loops, in_fn)

    def setattr_call(self, m, c, o, loops):
        key, val = c.args[1], c.args[2]
        env = {v: names for v, names, _ in loops}
        if isinstance(key, ast.Constant): self.write(o, key.value, m, c.lineno, self.value_id(m, val, c.lineno))
        elif (isinstance(key, ast.Attribute) and key.attr == '__name__' and isinstance(key.value, ast.Name)):
            var = key.value.id
            if env.get(var):
                for orig in env[var]: self.write(o, orig[1], m, c.lineno, orig)
            else:                                          # `def f(*fs, **named): setattr(C, f.__name__, f)`
                fn = self.enclosing_function(m, c)
                if fn is not None and fn.args.vararg: self.installers[(m.name, fn.name)] = o
        elif (isinstance(key, ast.BinOp) and isinstance(key.op, ast.Add) and isinstance(key.left, ast.Name)
              and isinstance(key.right, ast.Constant) and env.get(key.left.id)):
            for orig in env[key.left.id]:
                self.write(o, orig[1] + key.right.value, m, c.lineno, ('expr', m.name, c.lineno))

    def enclosing_function(self, m, node):
        for f in ast.walk(m.tree):
            if isinstance(f, ast.FunctionDef) and any(x is node for x in ast.walk(f)): return f

    def scan_installer_calls(self, m):
        n = self.n
        for c in ast.walk(m.tree):
            if not (isinstance(c, ast.Call) and isinstance(c.func, ast.Name)): continue
            fo = n.origin(m.name, c.func.id)
            if fo not in self.installers: continue
            cls = self.installers[fo]
            for a in c.args:
                if isinstance(a, ast.Name):
                    o = n.origin(m.name, a.id)
                    self.add(cls, o[1], m, c.lineno, o)
            for k in c.keywords:
                if k.arg: self.add(cls, k.arg, m, c.lineno, self.value_id(m, k.value, c.lineno))

    def write(self, o, attr, m, line, value):
        n = self.n
        if o[0] == 'module':                                # `ops.where = ...`: a module's name, set from outside
            if o[1] != m.name and o[1] in n.mods: self.add(('module', o[1]), attr, m, line, value)
        elif self.is_class(o): self.add(o, attr, m, line, value)
        elif o[0] != m.name and self.is_class(o, ast.FunctionDef):   # an attribute of another module's function
            self.add(o, attr, m, line, value)

def duplicates(root='.'):
    "{key: [where, ...]} for every name defined twice in one namespace."
    n = Names(root)
    out = {}
    for p, m in n.mods.items():                         # package namespaces, and names a module shadows
        bound = defaultdict(dict)                       # name -> {origin: where it was brought in}
        for s in top_statements(m.tree.body):
            if isinstance(s, ast.ImportFrom):
                src = m.resolve_from(s)
                for a in s.names:
                    for name in (n.public(src) if a.name == '*' else [a.asname or a.name]):
                        o = n.origin(src, name if a.name == '*' else a.name)
                        if o[0] == 'module' and a.name != '*': continue
                        bound[name].setdefault(o, n.where(o) if o[0] != 'module' else o[1])
        for name, (line, _) in ((k, v[-1]) for k, v in m.defs.items()):
            if name in bound and (m.is_pkg or name in n.public(p)) and name != '__all__':
                bound[name].setdefault((p, name), f'{n.rel(p)}:{line}')
        for name, origins in bound.items():
            if len(origins) > 1 and not name.startswith('_') and (m.is_pkg or name in n.public(p)):
                out[f'{p}.{name}'] = list(origins.values())
        for name, ds in m.defs.items():                 # a function or class defined twice in one module
            lines = [l for l, k in ds if k == 'def']
            if len(lines) > 1: out.setdefault(f'{p}.{name}', [f'{n.rel(p)}:{l}' for l in lines])
    seen = {tuple(v) for k, v in out.items() if n.mods[k.rpartition('.')[0]].is_pkg}
    out = {k: v for k, v in out.items() if n.mods[k.rpartition('.')[0]].is_pkg or tuple(v) not in seen}
    w = Writes(n)
    for (cls, attr), ws in w.attrs.items():
        if len({v for _, v in ws}) > 1:
            if cls[0] == 'module':
                if attr in n.mods[cls[1]].defs: out[f'{cls[1]}.{attr} (set from outside)'] = \
                    [f'{n.rel(cls[1])}:{n.mods[cls[1]].line(attr)}'] + [x for x, _ in ws]
            else: out[f'{cls[0]}.{cls[1]}.{attr}'] = list(dict.fromkeys(x for x, _ in ws))
    for (cls, attr), ws in w.attrs.items():             # a module sets an attribute on another module's function
        if cls[0] != 'module' and not w.is_class(cls) and f'{cls[0]}.{cls[1]}.{attr}' not in out:
            out[f'{cls[0]}.{cls[1]}.{attr}'] = [n.where(cls)] + [x for x, _ in ws]
    return out

def allowed(root):
    "key -> reason, from tools/names_allowed.txt."
    f = pathlib.Path(root) / 'tools' / 'names_allowed.txt'
    out = {}
    if f.exists():
        for line in f.read_text().splitlines():
            line = line.strip()
            if not line or line.startswith('#'): continue
            key, _, reason = line.partition(' ')
            if not reason.strip(): raise SystemExit(f'{f}: {key!r} is allowed without a reason')
            out[key] = reason.strip()
    return out

def main(root='.'):
    dups, ok = duplicates(root), allowed(root)
    bad = {k: v for k, v in dups.items() if k.split(' ')[0] not in ok}
    for k, v in sorted(bad.items()): print(f'defined twice: {k}: ' + ', '.join(v))
    stale = sorted(k for k in ok if k not in {d.split(' ')[0] for d in dups})
    for k in stale: print(f'tools/names_allowed.txt allows {k}, which is no longer defined twice: remove the line')
    print(f'{len(dups)} names defined twice, {len(dups) - len(bad)} of them allowed in tools/names_allowed.txt: '
          f'{len(bad) + len(stale)} problems')
    return 1 if bad or stale else 0

if __name__ == '__main__': sys.exit(main(*sys.argv[1:]))
