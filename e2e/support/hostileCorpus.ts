// Hostile data: markup, script URLs, direction overrides, invisible characters, emoji and a 200-character string,
// put through the admin API into a realm of its own (`hostile`), where every list and details screen must show it as
// inert text. Each value marks what it would do if a screen ran it: set `window.__xss`.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { UnmanagedAttributePolicy } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";

export const HOSTILE_REALM = "hostile";
/** The user profile's attribute group whose header and description are long. */
export const HOSTILE_PROFILE_GROUP = "hostile-group";
const ADMIN_ONLY = { view: ["admin"], edit: ["admin"] };

/** An element that runs script as soon as it is parsed as HTML. */
export const IMG = "<img src=x onerror=window.__xss=1>";
/** The same without spaces, for names that may not hold one (client scopes). */
export const IMG_NO_SPACE = "<img/src=x/onerror=window.__xss=1>";
/** Breaks out of an attribute value, then a script element. */
export const SCRIPT = '"><script>window.__xss=1</script>';
/** A script element without quotes or spaces. */
export const SCRIPT_NO_SPACE = "<script>window.__xss=1</script>";
/** Script URLs as a browser still runs them: any case, behind spaces and control characters, split by a tab. */
export const SCRIPT_URLS = [
  "JaVaScRiPt:window.__xss=1",
  " \t javascript:window.__xss=1",
  "\u0001javascript:window.__xss=1",
  "java\tscript:window.__xss=1",
  "data:text/html,<script>window.__xss=1</script>",
  "vbscript:msgbox(1)",
];
/** A right-to-left override flips what follows ("exe.txt" reads as "txt.exe"); the isolate is never closed. */
export const RTL = "invoice\u202Etxt.exe \u2067unclosed isolate";
/** Zero-width space, joiner, non-joiner and byte-order mark inside a word. */
export const ZERO_WIDTH = "zero\u200Bwidth\u200D\u200Cjoin\uFEFFers";
/** Surrogate pairs, a ZWJ family sequence and a flag. */
export const EMOJI = "emoji 😀 👩‍👩‍👧‍👦 🇺🇦 𝕏";
/**
 * 200 characters without a space, where a browser could break the line: as long as a value can be where Keycloak keeps
 * it in a column of 255 (names, descriptions), with room for a prefix of markup.
 */
export const LONG = `long${"W".repeat(196)}`;
/** What a screen shows of LONG (and of the long username) at least, whatever it truncates; any case. */
export const LONG_PREFIX = "longwwwwwwww";

/** Names the seeding gives each resource, so that specs find them. */
export const NAMES = {
  userImg: IMG,
  userScript: SCRIPT.toLowerCase(),
  userRtl: "rtl\u202Euser",
  /** The longest username a Keycloak database holds (255 characters). */
  userLong: `long${"w".repeat(251)}`,
  groupImg: IMG,
  groupScript: SCRIPT,
  groupLong: LONG,
  roleImg: IMG,
  roleLong: LONG,
  clientImg: IMG,
  clientScript: SCRIPT,
  clientRoleImg: `client-${IMG}`,
  scopeImg: IMG_NO_SPACE,
  scopeScript: SCRIPT_NO_SPACE,
  /** Markup without a space or a reserved character is a valid alias. */
  idpImg: '"><svg>',
  idpLong: "hostile-long",
  idpRtl: "hostile-\u202Ertl",
  orgImg: IMG,
  orgLong: LONG,
} as const;

/** Whether the promise was refused by the server (a 4xx), as a hostile write should be. */
export async function refused(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return false;
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    return status !== undefined && status >= 400 && status < 500;
  }
}

export type HostileIds = {
  users: Record<"img" | "script" | "rtl" | "long", string>;
  groups: Record<"img" | "script" | "long", string>;
  roles: Record<"img" | "long", string>;
  clientImg: string;
  scopes: Record<"img" | "script", string>;
  organizations: Record<"img" | "long", string>;
};

/**
 * Creates the `hostile` realm with hostile data in users, groups, realm and client roles, clients, client scopes,
 * identity providers, organizations and realm translations. Where a field refuses it (script URLs in a client's
 * URLs), the refusal is checked and the hostile value goes where it is accepted. The user profile is loosened as a
 * realm admin may (no prohibited-character checks, longer names, unmanaged attributes) so that markup reaches
 * names too.
 */
export async function seedHostileRealm(admin: KcAdminClient): Promise<HostileIds> {
  const realm = HOSTILE_REALM;
  await admin.realms.create({
    realm,
    enabled: true,
    displayName: IMG,
    displayNameHtml: SCRIPT,
    organizationsEnabled: true,
  });

  // users: markup in names, long last name, hostile attributes
  const profile = await admin.users.getProfile({ realm });
  await admin.users.updateProfile({
    realm,
    ...profile,
    unmanagedAttributePolicy: UnmanagedAttributePolicy.Enabled,
    attributes: (profile.attributes ?? []).map((attribute) =>
      attribute.name === "email"
        ? attribute
        : {
            ...attribute,
            required: undefined,
            validations: { length: { min: attribute.name === "username" ? 3 : 0, max: 20_000 } },
          },
    ),
    // an attribute group the user form shows as a section with its header and description
    groups: [...(profile.groups ?? []), { name: HOSTILE_PROFILE_GROUP, displayHeader: LONG, displayDescription: LONG }],
  });
  await admin.users.updateProfile({
    realm,
    ...(await admin.users.getProfile({ realm })),
    attributes: [
      ...((await admin.users.getProfile({ realm })).attributes ?? []),
      { name: "hostile_display", displayName: IMG, group: HOSTILE_PROFILE_GROUP, permissions: ADMIN_ONLY },
      { name: "hostile_long", displayName: SCRIPT, group: HOSTILE_PROFILE_GROUP, permissions: ADMIN_ONLY },
    ],
  });
  const attributes = {
    hostile: [IMG, SCRIPT, ...SCRIPT_URLS],
    direction: [RTL, ZERO_WIDTH, EMOJI],
    [`${IMG}`]: [LONG],
  };
  const user = async (username: string, rest: object) =>
    (await admin.users.create({ realm, username, enabled: true, ...rest })).id;
  const users = {
    img: await user(NAMES.userImg, { firstName: SCRIPT, lastName: RTL, attributes }),
    script: await user(NAMES.userScript, { firstName: EMOJI, lastName: ZERO_WIDTH }),
    rtl: await user(NAMES.userRtl, { firstName: IMG, lastName: SCRIPT_URLS[0] }),
    long: await user(NAMES.userLong, { firstName: IMG, lastName: LONG, email: "long@hostile.example" }),
  };

  // groups: markup and long names, descriptions and attributes
  const group = async (name: string, description: string) =>
    (await admin.groups.create({ realm, name, description, attributes })).id;
  const groups = {
    img: await group(NAMES.groupImg, LONG),
    script: await group(NAMES.groupScript, IMG),
    long: await group(NAMES.groupLong, SCRIPT),
  };
  await admin.users.addToGroup({ realm, id: users.img, groupId: groups.img });
  // a user's groups come brief (no description), as Keycloak sends them: the long name is what may overflow there
  await admin.users.addToGroup({ realm, id: users.img, groupId: groups.long });

  // realm roles
  await admin.roles.create({ realm, name: NAMES.roleImg, description: SCRIPT, attributes });
  await admin.roles.create({ realm, name: NAMES.roleLong, description: LONG });
  const roleImg = await admin.roles.findOneByName({ realm, name: NAMES.roleImg });
  const roleLong = await admin.roles.findOneByName({ realm, name: NAMES.roleLong });
  await admin.users.addRealmRoleMappings({
    realm,
    id: users.img,
    roles: [
      { id: roleImg!.id!, name: roleImg!.name! },
      { id: roleLong!.id!, name: roleLong!.name! },
    ],
  });

  // clients: script URLs are refused in the URL fields, so the hostile values go into the texts
  for (const url of SCRIPT_URLS) {
    for (const field of ["baseUrl", "rootUrl"] as const) {
      if (!(await refused(admin.clients.create({ realm, clientId: `refused-${field}`, [field]: url }))))
        throw new Error(`the server accepted ${JSON.stringify(url)} as a client's ${field}`);
    }
    if (!(await refused(admin.clients.create({ realm, clientId: "refused-redirect", redirectUris: [url] }))))
      throw new Error(`the server accepted ${JSON.stringify(url)} as a redirect URI`);
  }
  const { id: clientImg } = await admin.clients.create({
    realm,
    clientId: NAMES.clientImg,
    name: SCRIPT,
    description: LONG,
    rootUrl: "https://hostile.example",
    baseUrl: `/${IMG}`,
  });
  await admin.clients.create({ realm, clientId: NAMES.clientScript, name: "${__proto__}", description: IMG });
  await admin.clients.create({ realm, clientId: LONG, name: "${constructor}", description: RTL });
  await admin.clients.createRole({ id: clientImg, realm, name: NAMES.clientRoleImg, description: SCRIPT });
  const clientRole = await admin.clients.findRole({ id: clientImg, realm, roleName: NAMES.clientRoleImg });
  await admin.users.addClientRoleMappings({
    realm,
    id: users.img,
    clientUniqueId: clientImg,
    roles: [{ id: clientRole!.id!, name: clientRole!.name! }],
  });

  // client scopes: names may hold neither spaces nor double quotes
  for (const name of [IMG, SCRIPT])
    if (!(await refused(admin.clientScopes.create({ realm, name, protocol: "openid-connect" }))))
      throw new Error(`the server accepted ${JSON.stringify(name)} as a client scope name`);
  const scope = async (name: string, description: string) => {
    await admin.clientScopes.create({ realm, name, description, protocol: "openid-connect" });
    return (await admin.clientScopes.findOneByName({ realm, name }))!.id!;
  };
  const scopes = { img: await scope(NAMES.scopeImg, `${SCRIPT} ${LONG}`), script: await scope(NAMES.scopeScript, IMG) };

  // identity providers: the alias is part of URLs (no spaces or reserved characters); the display name is free
  for (const alias of [IMG, IMG_NO_SPACE, SCRIPT])
    if (!(await refused(admin.identityProviders.create({ realm, alias, providerId: "oidc" }))))
      throw new Error(`the server accepted ${JSON.stringify(alias)} as an identity provider's alias`);
  // its URLs must be http(s), as Keycloak checks them
  const idpImg = { realm, alias: NAMES.idpImg, displayName: IMG, providerId: "oidc" };
  for (const url of [SCRIPT_URLS[0], SCRIPT_URLS[4]])
    if (
      !(await refused(admin.identityProviders.create({ ...idpImg, config: { authorizationUrl: url, clientId: IMG } })))
    )
      throw new Error(`the server accepted ${JSON.stringify(url)} as an identity provider's URL`);
  await admin.identityProviders.create({
    ...idpImg,
    config: {
      authorizationUrl: "https://idp.hostile.example/auth",
      tokenUrl: "https://idp.hostile.example/token",
      clientId: IMG,
    },
  });
  await admin.identityProviders.create({ realm, alias: NAMES.idpLong, displayName: LONG, providerId: "oidc" });
  await admin.identityProviders.create({
    realm,
    alias: NAMES.idpRtl,
    displayName: `${RTL} ${EMOJI}`,
    providerId: "saml",
  });

  // organizations: domains must be domain names, a redirect URL http(s)
  const organization = async (name: string, alias: string, description: string, domain: string) =>
    (
      await admin.organizations.create({
        realm,
        name,
        alias,
        description,
        domains: [{ name: domain, verified: false }],
        attributes,
      })
    ).id;
  const organizations = {
    img: await organization(NAMES.orgImg, "hostile-img", SCRIPT, "img.hostile.example"),
    long: await organization(NAMES.orgLong, "hostile-long", LONG, "long.hostile.example"),
  };
  if (
    !(await refused(
      admin.organizations.create({ realm, name: "refused-domain", domains: [{ name: IMG, verified: false }] }),
    ))
  )
    throw new Error("the server accepted markup as an organization's domain");
  for (const redirectUrl of SCRIPT_URLS)
    if (!(await refused(admin.organizations.create({ realm, name: "refused-redirect", redirectUrl }))))
      throw new Error(`the server accepted ${JSON.stringify(redirectUrl)} as an organization's redirect URL`);

  return {
    users,
    groups,
    roles: { img: roleImg!.id!, long: roleLong!.id! },
    clientImg,
    scopes,
    organizations,
  };
}
