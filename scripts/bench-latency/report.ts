// The latency bench's printout: a compact table of the screens, then each chain with its links told apart, so that an
// optimiser sees which requests wait for a chunk to evaluate and which for another API answer.
import { median, medianChain, type Visit } from "../bench-startup";
import type { ScreenVisit } from "./screens";

type Kind = "page" | "chunk" | "oidc" | "data";

function kindOf(name: string): Kind {
  if (name === "console page") return "page";
  if (/\.(js|css)$/.test(name)) return "chunk";
  return name.startsWith("oidc ") ? "oidc" : "data";
}

/** How many links of a chain go from a chunk to data, and from data to data: the two kinds an optimiser removes. */
export function linkKinds(chain: string[]): { chunkToData: number; dataToData: number } {
  const links = chain.slice(1).map((name, i) => `${kindOf(chain[i])}>${kindOf(name)}`);
  return {
    chunkToData: links.filter((link) => link === "chunk>data").length,
    dataToData: links.filter((link) => link === "data>data").length,
  };
}

/** One screen opened one way, over all runs: the median time and requests, the chain of median length. */
export type ScreenFigures = { screen: string; how: string; ms: number; requests: number; chain: string[] };

export function summarise(visits: ScreenVisit[]): ScreenFigures[] {
  const byScreen = new Map<string, ScreenVisit[]>();
  for (const visit of visits) {
    const key = `${visit.screen} by ${visit.how}`;
    byScreen.set(key, [...(byScreen.get(key) ?? []), visit]);
  }
  return [...byScreen.values()].map((runs) => ({
    screen: runs[0].screen,
    how: runs[0].how,
    ms: median(runs.map((run) => run.ms)),
    requests: median(runs.map((run) => run.requests)),
    chain: medianChain(runs),
  }));
}

const cell = (text: string | number, width: number) => String(text).padStart(width);
const HEADER = `${"screen".padEnd(26)}${"opened".padEnd(9)}${cell("time", 10)}${cell("series", 8)}${cell("chunk>data", 12)}${cell("data>data", 11)}${cell("requests", 10)}`;

function line({ screen, how, ms, chain, requests }: ScreenFigures) {
  const { chunkToData, dataToData } = linkKinds(chain);
  return `${screen.padEnd(26)}${how.padEnd(9)}${cell(ms.toFixed(0), 7)} ms${cell(chain.length, 8)}${cell(chunkToData, 12)}${cell(dataToData, 11)}${cell(requests, 10)}`;
}

export function describeDashboard(label: string, cold: Visit[], warm: Visit[]): string[] {
  const figures = (how: string, visits: Visit[]): ScreenFigures => ({
    screen: "dashboard",
    how,
    ms: median(visits.map((visit) => visit.ms)),
    requests: median(visits.map((visit) => visit.requests)),
    chain: medianChain(visits),
  });
  const rows = [figures("cold", cold), figures("warm", warm)];
  return [
    `\nReturning admin to the dashboard, ${label} (median of ${cold.length})`,
    HEADER,
    ...rows.map(line),
    ...rows.map((row) => `  ${row.how}: ${row.chain.join(" -> ")}`),
  ];
}

export function describeScreens(label: string, screens: ScreenFigures[], runs: number): string[] {
  return [
    `\nFirst visit of each screen, ${label} (a new context: cold cache, the SSO session; median of ${runs})`,
    HEADER,
    ...screens.map(line),
    `\nThe chains, longest first`,
    ...[...screens]
      .sort((a, b) => b.chain.length - a.chain.length)
      .map((screen) => `  ${screen.screen} by ${screen.how} (${screen.chain.length}): ${screen.chain.join(" -> ")}`),
  ];
}
