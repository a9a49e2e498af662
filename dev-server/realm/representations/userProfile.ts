// The realm's user profile (UPConfig): its attributes and groups. Validator and annotation settings are objects the
// user profile's own rules check.
import type {
  UserProfileAttribute,
  UserProfileConfig,
  UserProfileGroup,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { z } from "zod";
import { flag, list, map, nested, representation, text, TEXT_MAX } from "./jackson.js";

const settings = map(z.unknown());
const names = list(text());

const attribute = nested<UserProfileAttribute>({
  name: text(),
  displayName: text(),
  group: text(),
  multivalued: flag(),
  defaultValue: text(TEXT_MAX),
  readOnly: flag(),
  validations: settings,
  validators: settings,
  annotations: settings,
  required: nested({ roles: names, scopes: names }),
  permissions: nested({ view: names, edit: names }),
  selector: nested({ scopes: names }),
});

const group = nested<UserProfileGroup>({
  name: text(),
  displayHeader: text(),
  displayDescription: text(TEXT_MAX),
  annotations: settings,
});

export const userProfileConfigSchema = representation<UserProfileConfig>({
  attributes: list(attribute),
  groups: list(group),
  unmanagedAttributePolicy: text(),
});
