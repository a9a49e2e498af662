// The README's table of current figures: a command that measures one writes its row, so the table says what the last
// run of that command measured, when, and with what.
import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";

const README = "README.md";
const HEADING = "## Figures";

/** Sets the row of `figure` (its first cell) to `value`, measured today with `how`; adds the row if it is new. */
export async function setFigure(figure: string, value: string, how: string): Promise<void> {
  const text = readFileSync(README, "utf8");
  const start = text.indexOf(HEADING);
  if (start < 0) throw new Error(`${README} has no "${HEADING}" section`);
  const lines = text.slice(start).split("\n");
  const table = lines.findIndex((line) => line.startsWith("| ---"));
  if (table < 0) throw new Error(`${README}: no table under "${HEADING}"`);
  let end = table + 1;
  while (end < lines.length && lines[end].startsWith("|")) end++;
  const row = `| ${figure} | ${value} | ${how}, ${new Date().toISOString().slice(0, 10)} |`;
  const at = lines.slice(table + 1, end).findIndex((line) => line.split("|")[1]?.trim() === figure);
  if (at >= 0) lines[table + 1 + at] = row;
  else lines.splice(end, 0, row);
  // written as Prettier writes it, so the formatting check keeps passing
  const options = { ...(await resolveConfig(README)), filepath: README };
  writeFileSync(README, await format(text.slice(0, start) + lines.join("\n"), options));
}
