import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export type Size = { raw: number; gzip: number };

export const sizeOf = (path: string): Size => {
  const data = readFileSync(path);
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
};
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const sum = (sizes: Size[]): Size =>
  sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
