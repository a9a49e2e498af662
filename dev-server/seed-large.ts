// Writes a seed directory for scale tests: master, one big realm "scale" (100k users, 20k groups nested up to 5
// deep with one parent holding 5,000 children, 1k clients, 10k client roles) and 300 small realms. Deterministic:
// the same arguments give the same files. Load it with SEED_DIR=<out> npm run server. The scale users share the
// password "scale" and each tenant's owner has "owner": a password is hashed once per distinct value when the seed is
// loaded, and 100k distinct ones would take hours.
//   tsx dev-server/seed-large.ts [--users N] [--groups N] [--clients N] [--client-roles N] [--realms N] [--out DIR]
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const BIG_PARENT_CHILDREN = 5000;
const MAX_DEPTH = 5;

interface Options {
  users: number;
  groups: number;
  clients: number;
  clientRoles: number;
  realms: number;
  out: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    users: 100_000,
    groups: 20_000,
    clients: 1_000,
    clientRoles: 10_000,
    realms: 300,
    out: ".data/seed-large",
  };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, "").replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof Options;
    const value = argv[i + 1];
    if (!(key in options) || value === undefined) throw new Error(`unknown or incomplete option ${argv[i]}`);
    if (key === "out") options.out = value;
    else options[key] = Number.parseInt(value, 10);
  }
  return options;
}

/** mulberry32: small, fast, seedable */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Ada",
  "Alan",
  "Grace",
  "Linus",
  "Margaret",
  "Dennis",
  "Barbara",
  "Ken",
  "Frances",
  "Edsger",
  "Radia",
  "Tim",
  "Hedy",
  "John",
  "Katherine",
  "Donald",
  "Sophie",
  "Niklaus",
  "Anita",
  "Bjarne",
  "Yukihiro",
  "Guido",
  "Leslie",
  "Shafi",
  "Vint",
  "Whitfield",
  "Lynn",
  "Adele",
  "Jean",
  "Ivan",
];
const LAST = [
  "Lovelace",
  "Turing",
  "Hopper",
  "Torvalds",
  "Hamilton",
  "Ritchie",
  "Liskov",
  "Thompson",
  "Allen",
  "Dijkstra",
  "Perlman",
  "Berners-Lee",
  "Lamarr",
  "McCarthy",
  "Johnson",
  "Knuth",
  "Wilson",
  "Wirth",
  "Borg",
  "Stroustrup",
  "Matsumoto",
  "van Rossum",
  "Lamport",
  "Goldwasser",
  "Cerf",
  "Diffie",
  "Conway",
  "Goldberg",
  "Sammet",
  "Sutherland",
];
const WORDS = [
  "alpha",
  "beta",
  "gamma",
  "delta",
  "omega",
  "nova",
  "orbit",
  "pixel",
  "quant",
  "relay",
  "sigma",
  "terra",
  "ultra",
  "vector",
  "zen",
];

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function scaleRealm(o: Options): RealmRepresentation {
  const rnd = prng(20240601);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];

  const clients: ClientRepresentation[] = [];
  const clientRoles: Record<string, RoleRepresentation[]> = {};
  const rolesPerClient = Math.max(1, Math.floor(o.clientRoles / Math.max(1, o.clients)));
  for (let i = 1; i <= o.clients; i++) {
    const clientId = `app-${pick(WORDS)}-${pad(i, 4)}`;
    clients.push({
      clientId,
      name: `Application ${i}`,
      enabled: true,
      publicClient: i % 3 === 0,
      bearerOnly: i % 7 === 0,
      standardFlowEnabled: true,
      redirectUris: [`https://app${i}.scale.example/*`],
      webOrigins: ["+"],
      protocol: "openid-connect",
      ...(i % 3 !== 0 && i % 7 !== 0 ? { secret: `secret-${pad(i, 4)}` } : {}),
    });
    clientRoles[clientId] = Array.from({ length: rolesPerClient }, (_, r) => ({
      name: `role-${pad(r + 1, 2)}`,
      description: `Role ${r + 1} of ${clientId}`,
    }));
  }

  // one parent with 5,000 children; the rest hang under random parents up to MAX_DEPTH deep
  type Node = GroupRepresentation & { subGroups: Node[]; depth: number; path: string };
  const roots: Node[] = [];
  const all: Node[] = [];
  const add = (name: string, parent?: Node) => {
    const node: Node = {
      name,
      subGroups: [],
      depth: parent ? parent.depth + 1 : 1,
      path: `${parent?.path ?? ""}/${name}`,
    };
    (parent ? parent.subGroups : roots).push(node);
    all.push(node);
    return node;
  };
  const big = add("Big Department");
  for (let i = 1; i <= Math.min(BIG_PARENT_CHILDREN, o.groups - 1); i++) add(`Team ${pad(i, 5)}`, big);
  const nestable: Node[] = [];
  for (let i = all.length; i < o.groups; i++) {
    const parent = nestable.length && rnd() < 0.8 ? nestable[Math.floor(rnd() * nestable.length)] : undefined;
    const node = add(`${pick(WORDS)}-${pad(i, 5)}`, parent);
    if (node.depth < MAX_DEPTH) nestable.push(node);
  }

  const users: UserRepresentation[] = [];
  for (let i = 1; i <= o.users; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const username = `${first}.${last}.${pad(i, 6)}`.toLowerCase().replace(/[^a-z0-9.]/g, "");
    const user: UserRepresentation = {
      username,
      email: `${username}@scale.example`,
      firstName: first,
      lastName: last,
      enabled: rnd() > 0.05,
      emailVerified: rnd() > 0.3,
      createdTimestamp: 1704067200000 + i * 60_000,
      attributes: { employeeNumber: [pad(i, 6)] },
      credentials: [{ type: "password", value: "scale" }],
      realmRoles: ["default-roles-scale"],
    };
    user.groups = [i % 2 ? pick(big.subGroups).path : pick(all).path];
    if (i % 100 === 0) user.clientRoles = { [clients[i % clients.length].clientId!]: ["role-01"] };
    users.push(user);
  }

  const strip = (n: Node): GroupRepresentation => ({ name: n.name, subGroups: n.subGroups.map(strip) });
  return {
    realm: "scale",
    displayName: "Scale test",
    enabled: true,
    roles: {
      realm: [{ name: "default-roles-scale" }, { name: "offline_access" }, { name: "uma_authorization" }],
      client: clientRoles,
    },
    defaultRole: { name: "default-roles-scale" },
    clients,
    groups: roots.map(strip),
    users,
  };
}

function smallRealm(i: number): RealmRepresentation {
  const name = `tenant-${pad(i, 3)}`;
  return {
    realm: name,
    displayName: `Tenant ${i}`,
    enabled: i % 10 !== 0,
    roles: { realm: [{ name: `default-roles-${name}` }, { name: "member" }] },
    defaultRole: { name: `default-roles-${name}` },
    users: [
      {
        username: "owner",
        email: `owner@${name}.example`,
        firstName: "Tenant",
        lastName: `Owner ${i}`,
        enabled: true,
        credentials: [{ type: "password", value: "owner" }],
        realmRoles: ["member"],
      },
    ],
    groups: [{ name: "Staff", subGroups: [{ name: "Admins" }] }],
  };
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const out = resolve(options.out);
  mkdirSync(out, { recursive: true });
  copyFileSync(join(HERE, "seed/master.json"), join(out, "master.json"));
  const started = Date.now();
  writeFileSync(join(out, "scale.json"), JSON.stringify(scaleRealm(options)));
  for (let i = 1; i <= options.realms; i++)
    writeFileSync(join(out, `tenant-${pad(i, 3)}.json`), JSON.stringify(smallRealm(i)));
  console.log(`wrote ${options.realms + 2} realm files to ${out} in ${Date.now() - started} ms`);
}

main();
