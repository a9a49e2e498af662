// One dev server for a whole differential run, as Keycloak is one (targets.ts): the master seed only, in temporary
// folders that go when it stops. It prints its URL once it listens.
import { startTestServer } from "../helpers/testServer.js";

const server = await startTestServer();
console.log(`differential dev server at ${server.url}`);
const stop = () => server.cleanup().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
