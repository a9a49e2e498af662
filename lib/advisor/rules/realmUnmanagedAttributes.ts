import type { Rule } from "../types";

export const realmUnmanagedAttributes: Rule = {
  id: "realm-unmanaged-attributes",
  severity: "medium",
  title: "advisorUnmanagedAttributes",
  why: "advisorUnmanagedAttributesWhy",
  needs: ["userProfile"],
  check: ({ userProfile }) =>
    userProfile.unmanagedAttributePolicy === "ENABLED" ? [{ subject: { kind: "realm", tab: "general" } }] : [],
};
