// One property of every type the dynamic configuration form knows, as a server describes them.
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";

export const everyType: ConfigProperty[] = [
  { name: "claim.name", label: "tokenClaimName", helpText: "tokenClaimNameHelp", type: "String", required: true },
  { name: "description", label: "Description", type: "Text" },
  { name: "access.token.claim", label: "Add to access token", type: "boolean", defaultValue: "true" },
  { name: "priority", label: "Priority", type: "int", defaultValue: "100", min: 0 },
  { name: "jsonType.label", label: "Claim JSON type", type: "List", options: ["String", "long", "boolean"] },
  { name: "usage", label: "Usage", type: "MultivaluedList", options: ["sig", "enc", "jwe"] },
  { name: "hosts", label: "Hosts", type: "MultivaluedString" },
  { name: "headers", label: "Headers", type: "Map" },
  { name: "role", label: "Role", type: "Role" },
  { name: "group", label: "Group", type: "Group" },
  { name: "included.client.audience", label: "Included client audience", type: "ClientList" },
  { name: "script", label: "Script", type: "Script" },
  { name: "certificate", label: "Certificate", type: "File" },
  { name: "secret", label: "Secret", type: "Password", secret: true },
  { name: "user.attribute", label: "User attribute", type: "UserProfileAttributeList" },
  { name: "url", label: "URL", type: "Url" },
];

/** A protocol mapper's stored config with every entry set. */
export const storedMapperConfig = {
  "claim.name": "department",
  description: "line one\nline two",
  "access.token.claim": "false",
  priority: "5",
  "jsonType.label": "long",
  usage: "sig##enc",
  hosts: "a.example##b.example",
  headers: JSON.stringify([{ key: "X-One", value: "1" }]),
  role: "account.view-profile",
  group: "/staff/helpdesk",
  "included.client.audience": "account",
  script: "exports = 1;",
  certificate: "-----BEGIN CERTIFICATE-----",
  secret: "**********",
  "user.attribute": "department",
  url: "https://example.com",
};

/** The same settings as a component stores them. */
export const storedComponentConfig = {
  ...Object.fromEntries(Object.entries(storedMapperConfig).map(([key, value]) => [key, [value]])),
  usage: ["sig", "enc"],
  hosts: ["a.example", "b.example"],
};
