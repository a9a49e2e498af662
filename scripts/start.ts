// `npm start`: the console on the seeded dev server, building the console first when its sources changed.
import { markServerStart } from "../dev-server/startClock";
import { buildConsole, whyBuildConsole } from "./console-build";

const reason = whyBuildConsole();
if (reason) {
  await buildConsole(reason);
  markServerStart();
}
await import("../dev-server/main");
