import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { realmKey } from "@/lib/queries/keys";

// Walks every module under lib/queries (a new resource's too) and checks its key factories: the exports named
// <resource>Keys. Each function of a factory is called with a stand-in for every argument, so what the key spells
// itself shows apart from what a caller passes.

const ROOT = join(__dirname, "../../lib/queries");
const ARG = "\u0000arg";
const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Factory = { name: string; file: string; keys: Record<string, (...args: unknown[]) => readonly unknown[]> };

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? modules(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const exported = modules(ROOT).map((path) => ({
  file: relative(ROOT, path),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module, found at run time
  exports: require(path) as Record<string, unknown>,
}));

// an index only re-exports its folder's modules, so each factory is taken where it is defined
const factories: Factory[] = exported
  .filter(({ file }) => !file.endsWith("index.ts"))
  .flatMap(({ file, exports }) =>
    Object.entries(exports)
      .filter(([name, value]) => /Keys$/.test(name) && typeof value === "object" && value !== null)
      .map(([name, value]) => ({ name, file, keys: value as Factory["keys"] })),
  );

/** A factory function's key, every argument a stand-in (a function without parameters still takes none). */
const keyOf = (make: (...args: unknown[]) => readonly unknown[]) =>
  make(...Array.from({ length: Math.max(make.length, 1) }, () => ARG));

const rootOf = (factory: Factory) => keyOf(factory.keys.all);
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((segment, index) => JSON.stringify(key[index]) === JSON.stringify(segment));
const text = (key: readonly unknown[]) => JSON.stringify(key);

describe("query key factories", () => {
  it("are found", () => {
    expect(factories.length).toBeGreaterThan(20);
  });

  it("are the only keys a module exports (no loose key functions or constants beside realmKey)", () => {
    const loose = exported.flatMap(({ file, exports }) =>
      Object.keys(exports)
        // hooks named after what they do with a crypto key (useGenerateAndDownloadKey) are no query keys
        .filter((name) => /Key$/.test(name) && !/^use[A-Z]/.test(name) && name !== "realmKey")
        .map((name) => `${file}: ${name}`),
    );
    expect(loose).toEqual([]);
  });
});

describe.each(factories.map((factory) => [`${factory.file}: ${factory.name}`, factory] as const))(
  "%s",
  (_label, factory) => {
    const entries = Object.entries(factory.keys);

    it("is functions only, with an `all` that is the root of every key", () => {
      expect(entries.filter(([, make]) => typeof make !== "function").map(([name]) => name)).toEqual([]);
      expect(typeof factory.keys.all).toBe("function");
      const root = rootOf(factory);
      const outside = entries.filter(([, make]) => !startsWith(keyOf(make), root)).map(([name]) => name);
      expect(outside).toEqual([]);
    });

    it("starts with realmKey(realm) when it takes a realm, and with no realm when it takes none", () => {
      const root = rootOf(factory);
      if (factory.keys.all.length === 0) expect(root[0]).not.toBe(realmKey(ARG)[0]);
      else expect(root.slice(0, 2)).toEqual(realmKey(ARG));
    });

    it("spells the segments it writes itself in kebab-case", () => {
      const spelled = entries.flatMap(([, make]) =>
        keyOf(make).filter((segment): segment is string => typeof segment === "string" && segment !== ARG),
      );
      expect(spelled.filter((segment) => !SEGMENT.test(segment))).toEqual([]);
    });
  },
);

describe("across factories", () => {
  it("no two share a root, and none lives under another's root", () => {
    const roots = factories.map((factory) => ({ name: `${factory.file}: ${factory.name}`, root: rootOf(factory) }));
    const clashes = roots.flatMap((a) =>
      roots.filter((b) => a !== b && startsWith(b.root, a.root)).map((b) => `${b.name} under ${a.name}`),
    );
    expect(clashes).toEqual([]);
  });

  it("no key of one factory is a key of another", () => {
    const owners = new Map<string, string>();
    const collisions: string[] = [];
    for (const factory of factories) {
      for (const key of new Set(Object.values(factory.keys).map((make) => text(keyOf(make))))) {
        const owner = owners.get(key);
        if (owner && owner !== factory.name) collisions.push(`${key}: ${owner} and ${factory.name}`);
        owners.set(key, factory.name);
      }
    }
    expect(collisions).toEqual([]);
  });
});
