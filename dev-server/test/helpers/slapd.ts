// A real OpenLDAP directory for a test file: started in `before`, stopped in `after`.
export { startSlapd, type RunningSlapd } from "../../ldap-fixture/slapd.js";
export { ADMIN_DN, ADMIN_PASSWORD, SUFFIX } from "../../ldap-fixture/slapdConfig.js";
export { FIXTURE_GROUPS, FIXTURE_PEOPLE, GROUPS_DN, PEOPLE_DN, personDn } from "../../ldap-fixture/fixtureLdif.js";
export { freePort as freePortForTest } from "../../ldap-fixture/slapd.js";
