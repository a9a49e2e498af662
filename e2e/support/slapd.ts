// A real OpenLDAP directory for an e2e spec's beforeAll, on a port of its own derived from E2E_PORT and the worker,
// so parallel workers and engineers never share one.
import { startSlapd, type RunningSlapd } from "../../dev-server/ldap-fixture/slapd";

export { ADMIN_DN, ADMIN_PASSWORD } from "../../dev-server/ldap-fixture/slapdConfig";
export {
  FIXTURE_GROUPS,
  FIXTURE_PEOPLE,
  GROUPS_DN,
  PEOPLE_DN,
  personDn,
} from "../../dev-server/ldap-fixture/fixtureLdif";

/** E2E_PORT + 5 + the worker's index: inside the ten ports a session may use */
export function slapdPort(workerIndex: number): number {
  return Number(process.env.E2E_PORT ?? 8350) + 5 + workerIndex;
}

export function startSpecSlapd(workerIndex: number): Promise<RunningSlapd> {
  return startSlapd({ port: slapdPort(workerIndex) });
}
