// GroupRepresentation: a group as created, updated, moved under a parent or imported with its subgroups.
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { z } from "zod";
import { flag, int, list, map, representation, text, TEXT_MAX, textListMap } from "./jackson.js";

const groupFields = {
  id: text(),
  name: text(),
  description: text(),
  path: text(TEXT_MAX),
  parentId: text(),
  subGroupCount: int(),
  access: map(flag()),
  attributes: textListMap(),
  clientRoles: map(list(text())),
  realmRoles: list(text()),
};

export const groupSchema: z.ZodType<GroupRepresentation> = representation<GroupRepresentation>({
  ...groupFields,
  subGroups: list(z.lazy(() => groupSchema.nullable())),
}) as z.ZodType<GroupRepresentation>;
