// The slapd.conf of a private test directory: one mdb database for dc=example,dc=org whose root DN is the admin,
// users may bind as themselves and change their own password, everyone else reads (no passwords).
export const SUFFIX = "dc=example,dc=org";
export const ADMIN_DN = `cn=admin,${SUFFIX}`;
export const ADMIN_PASSWORD = "admin";

const SCHEMA_DIR = "/etc/ldap/schema";
const MODULE_DIR = "/usr/lib/ldap";

export function slapdConf(dataDir: string, dbDir: string): string {
  return [
    ...["core", "cosine", "nis", "inetorgperson"].map((s) => `include ${SCHEMA_DIR}/${s}.schema`),
    `pidfile ${dataDir}/slapd.pid`,
    `argsfile ${dataDir}/slapd.args`,
    `modulepath ${MODULE_DIR}`,
    "moduleload back_mdb",
    // the scale test reads 10,000 entries; paging keeps each answer small, this only lifts the total
    "sizelimit unlimited",
    "database mdb",
    `suffix "${SUFFIX}"`,
    `rootdn "${ADMIN_DN}"`,
    `rootpw ${ADMIN_PASSWORD}`,
    `directory ${dbDir}`,
    "maxsize 1073741824",
    "index objectClass eq",
    "index uid eq",
    "access to attrs=userPassword by self write by anonymous auth by * none",
    "access to * by * read",
    "",
  ].join("\n");
}
