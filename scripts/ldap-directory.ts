// `npm run ldap`: the tests' directory for a manual try, on LDAP_PORT (10389 unless set), with LDAP_EXTRA_PEOPLE
// generated people besides the fixture's ten. Stops (and removes its data) on Ctrl+C.
import { startSlapd } from "../dev-server/ldap-fixture/slapd";
import { GROUPS_DN, PEOPLE_DN } from "../dev-server/ldap-fixture/fixtureLdif";
import { ensureSlapd } from "./ensure-slapd";

ensureSlapd();
const slapd = await startSlapd({
  port: Number(process.env.LDAP_PORT ?? 10389),
  extraPeople: Number(process.env.LDAP_EXTRA_PEOPLE ?? 0),
});
console.log(`slapd answers on ${slapd.url}`);
console.log(`  bind DN ${slapd.adminDn} / ${slapd.adminPassword}`);
console.log(`  users DN ${PEOPLE_DN} (alice … judy, password "<uid>-pass"), groups DN ${GROUPS_DN}`);
const shutdown = () => void slapd.stop().then(() => process.exit(0));
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
