"use client";

import { useTranslations } from "next-intl";
import { NameLink } from "@/components/kit/ui/NameLink";
import type { Subject } from "@/lib/advisor/types";
import { idPathToSplat } from "@/lib/groups/idPath";

const REALM_TAB_TITLES = {
  general: "general",
  login: "login",
  tokens: "tokens",
  sessions: "sessions",
  "security-defenses": "securityDefences",
  events: "events",
  "user-registration": "userRegistration",
  "password-policy": "passwordPolicy",
} as const;

/** The object a finding concerns, linked to the screen (and tab) where it is changed. */
export function SubjectLink({ realm, subject }: { realm: string; subject: Subject }) {
  const t = useTranslations();
  switch (subject.kind) {
    case "realm": {
      const tab = t(REALM_TAB_TITLES[subject.tab]);
      return subject.tab === "password-policy" ? (
        <NameLink
          to="/$realm/authentication/$tab"
          params={{ realm, tab: "policies" }}
          name={t("advisorAuthenticationSetting", { tab })}
        />
      ) : (
        <NameLink
          to="/$realm/realm-settings/$tab"
          params={{ realm, tab: subject.tab }}
          name={t("advisorRealmSetting", { tab })}
        />
      );
    }
    case "client":
      // full scope is set on the dedicated scope's own tab
      return subject.tab === "dedicatedScope" ? (
        <NameLink
          to="/$realm/clients/$clientId/clientScopes/dedicated/$tab"
          params={{ realm, clientId: subject.id, tab: "scope" }}
          name={subject.name}
        />
      ) : (
        <NameLink
          to="/$realm/clients/$clientId/$tab"
          params={{ realm, clientId: subject.id, tab: subject.tab ?? "settings" }}
          name={subject.name}
        />
      );
    case "user":
      return (
        <NameLink
          to="/$realm/users/$id/$tab"
          params={{ realm, id: subject.id, tab: "credentials" }}
          name={subject.name}
        />
      );
    case "group":
      return (
        <NameLink
          to="/$realm/groups/$"
          params={{ realm, _splat: `${idPathToSplat(subject.idPath)}/role-mapping` }}
          name={subject.name}
        />
      );
    case "role":
      return subject.clientId ? (
        <NameLink
          to="/$realm/clients/$clientId/roles/$id/$tab"
          params={{ realm, clientId: subject.clientId, id: subject.id, tab: "associated-roles" }}
          name={subject.name}
        />
      ) : (
        <NameLink
          to="/$realm/roles/$id/$tab"
          params={{ realm, id: subject.id, tab: "associated-roles" }}
          name={subject.name}
        />
      );
    case "identityProvider":
      return (
        <NameLink
          to="/$realm/identity-providers/$providerId/$alias/$tab"
          params={{ realm, providerId: subject.providerId, alias: subject.alias, tab: "settings" }}
          name={subject.alias}
        />
      );
    case "userStorage":
      return <NameLink to="/$realm/user-federation/ldap/$id" params={{ realm, id: subject.id }} name={subject.name} />;
  }
}
