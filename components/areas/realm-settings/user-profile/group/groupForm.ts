import type {
  UserProfileConfig,
  UserProfileGroup,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { z } from "@/lib/form/zod";
import { keyValueToMap, type KeyValue } from "@/lib/form/keyValue";
import { entrySchema, withEntry } from "../profileEntries";

export type GroupFormValues = {
  name: string;
  displayHeader: string;
  displayDescription: string;
  /** Annotations with text values; others stay as they are, edited in the JSON editor. */
  annotations: KeyValue[];
};

export function toGroupValues(group: UserProfileGroup | undefined): GroupFormValues {
  return {
    name: group?.name ?? "",
    displayHeader: group?.displayHeader ?? "",
    displayDescription: group?.displayDescription ?? "",
    annotations: Object.entries(group?.annotations ?? {})
      .filter(([, value]) => typeof value === "string")
      .map(([key, value]) => ({ key, value: value as string })),
  };
}

/** The group to save: the form's values over the stored group, keeping annotations the form does not show. */
export function toGroup(values: GroupFormValues, stored: UserProfileGroup | undefined): UserProfileGroup {
  const kept = Object.fromEntries(
    Object.entries(stored?.annotations ?? {}).filter(([, value]) => typeof value !== "string"),
  );
  const annotations = { ...kept, ...keyValueToMap(values.annotations) };
  const group: UserProfileGroup = { ...stored, name: values.name.trim() };
  for (const key of ["displayHeader", "displayDescription", "annotations"] as const) delete group[key];
  if (values.displayHeader !== "") group.displayHeader = values.displayHeader;
  if (values.displayDescription !== "") group.displayDescription = values.displayDescription;
  if (Object.keys(annotations).length > 0) group.annotations = annotations;
  return group;
}

/** The configuration with the group added at the end, or put in the place of the one it edits. */
export function withGroup(
  config: UserProfileConfig,
  group: UserProfileGroup,
  editing: string | undefined,
): UserProfileConfig {
  return { ...config, groups: withEntry(config.groups, group, editing) };
}

/** A name, not taken by another group (Keycloak's console refuses it too, the server would keep both). */
export function groupSchema(messages: { required: string; taken: string }, takenNames: readonly string[]) {
  return entrySchema(z.string().trim().min(1, messages.required), takenNames, messages.taken);
}
