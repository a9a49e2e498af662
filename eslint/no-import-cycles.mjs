// ESLint rule: an import that closes a loop of imports fails. The graph is read once per lint run from the files'
// import lines (static, re-exports, dynamic `import()`, type-only ones too: a loop of types still ties two files
// together), and each loop is reported on the import in it that the linted file makes.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const SKIP = new Set(["node_modules", "out", ".next", ".data", "dist", "coverage", ".git"]);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIP.has(entry)) return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry) && !entry.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(root, from, specifier) {
  const base = specifier.startsWith("@/")
    ? join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  // TypeScript's ESM style names the emitted file ("./auth.js" for auth.ts)
  const typed = base.replace(/\.(m?)js$/, ".$1ts");
  if (typed !== base && existsSync(typed)) return typed;
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/** Each file's strongly connected component (Tarjan): files in one component reach each other through imports. */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  let counter = 0;
  const visit = (start) => {
    // iterative, so a long chain of imports cannot overflow the call stack
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1]++;
        const target = edges[next].target;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        const component = new Set(members);
        for (const file of members) componentOf.set(file, component);
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return componentOf;
}

/** The shortest way back from `to` to `from` inside one component, for the message. */
function pathBack(graph, component, from, to) {
  const previous = new Map([[to, null]]);
  const queue = [to];
  while (queue.length) {
    const node = queue.shift();
    if (node === from) break;
    for (const { target } of graph.get(node) ?? []) {
      if (component.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  const path = [];
  for (let node = from; node; node = previous.get(node)) path.unshift(node);
  return path;
}

let cached;
function houseGraph(root) {
  if (cached?.root === root) return cached;
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, "utf8");
    const edges = [];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(root, file, match[1]);
      if (target && SOURCE.test(target)) edges.push({ specifier: match[1], target });
    }
    graph.set(file, edges);
  }
  cached = { root, graph, componentOf: components(graph) };
  return cached;
}

export const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "Imports run one way: no file reaches itself again through its imports." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const { graph, componentOf } = houseGraph(root);
      const target = resolveImport(root, file, specifier);
      const component = componentOf.get(file);
      if (!target || target === file || !component?.has(target)) return;
      const loop = [file, ...pathBack(graph, component, file, target)].map((path) => relative(root, path));
      context.report({ node, message: `Import cycle: ${loop.join(" -> ")}` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};
