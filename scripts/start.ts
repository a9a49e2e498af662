// `npm start`: the console on the seeded dev server, building the console first when its sources changed.
import { buildConsole, consoleBuildIsStale } from "./console-build";

if (consoleBuildIsStale()) buildConsole();
await import("../dev-server/main");
