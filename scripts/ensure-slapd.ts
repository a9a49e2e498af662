// The LDAP federation tests run against Debian's OpenLDAP server. Install slapd and ldap-utils when missing and we
// may (root with apt), as ensureChromium does for the browser; otherwise say exactly what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const SLAPD = process.env.SLAPD_PATH ?? "/usr/sbin/slapd";

export function ensureSlapd(): void {
  if (existsSync(SLAPD)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("slapd is missing: installing Debian's slapd and ldap-utils packages…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "slapd", "ldap-utils"], { stdio: "inherit", env });
    if (existsSync(SLAPD)) return;
  }
  throw new Error(
    `slapd not found at ${SLAPD}. Install it with \`sudo apt-get install -y slapd ldap-utils\` (Debian/Ubuntu), ` +
      "or point SLAPD_PATH at an OpenLDAP slapd binary.",
  );
}
