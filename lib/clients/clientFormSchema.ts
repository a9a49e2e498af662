import { z } from "@/lib/form/zod";
import { clientIdProblem, DESCRIPTION_MAX_LENGTH } from "./clientIdRules";
import { firstListProblem, redirectUriProblem, rootUrlProblem, urlProblem, webOriginProblem } from "./clientUrlRules";
import type { ClientFormValues } from "./clientFormValues";
import {
  showsBackchannelLogout,
  showsFrontchannelLogoutUrl,
  showsPostLogoutRedirectUris,
  showsRedirectUris,
  showsWebOrigins,
} from "./clientFieldsShown";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A message key and its values; a list's problem names the entry it concerns. */
type Problem = { key: string; values?: Record<string, string | number> };
type Check = {
  field: keyof ClientFormValues;
  problem: (values: ClientFormValues) => Problem | undefined;
  /** Whether the form shows the field; a hidden one is not checked. */
  shown?: (values: ClientFormValues) => boolean;
};

const single =
  (check: (values: ClientFormValues) => string | undefined) =>
  (values: ClientFormValues): Problem | undefined => {
    const key = check(values);
    return key ? { key } : undefined;
  };

const listCheck =
  (
    pick: (values: ClientFormValues) => readonly string[],
    check: (entry: string, values: ClientFormValues) => string | undefined,
  ) =>
  (values: ClientFormValues): Problem | undefined => {
    const found = firstListProblem(pick(values), (entry) => check(entry, values));
    return found && { key: found.key, values: { value: found.entry } };
  };

// Each field's rule, run on the whole form since a redirect URI's rule depends on the root URL.
const CHECKS: Check[] = [
  { field: "clientId", problem: single((v) => clientIdProblem(v.clientId)) },
  {
    field: "description",
    problem: (v) =>
      v.description.length > DESCRIPTION_MAX_LENGTH
        ? { key: "maxLength", values: { length: DESCRIPTION_MAX_LENGTH } }
        : undefined,
  },
  { field: "rootUrl", problem: single((v) => rootUrlProblem(v.rootUrl)) },
  { field: "baseUrl", problem: single((v) => urlProblem(v.baseUrl, { allowRelative: true })) },
  { field: "adminUrl", problem: single((v) => urlProblem(v.adminUrl, { allowRelative: true })) },
  {
    field: "frontchannelLogoutUrl",
    problem: single((v) => urlProblem(v.frontchannelLogoutUrl)),
    shown: showsFrontchannelLogoutUrl,
  },
  {
    field: "backchannelLogoutUrl",
    problem: single((v) => urlProblem(v.backchannelLogoutUrl)),
    shown: showsBackchannelLogout,
  },
  {
    field: "redirectUris",
    problem: listCheck(
      (v) => v.redirectUris,
      (uri, v) => redirectUriProblem(uri, { rootUrl: v.rootUrl }),
    ),
    shown: showsRedirectUris,
  },
  {
    field: "postLogoutRedirectUris",
    problem: listCheck(
      (v) => v.postLogoutRedirectUris,
      (uri, v) => redirectUriProblem(uri, { rootUrl: v.rootUrl, postLogout: true }),
    ),
    shown: showsPostLogoutRedirectUris,
  },
  { field: "webOrigins", problem: listCheck((v) => v.webOrigins, webOriginProblem), shown: showsWebOrigins },
];

const failing = (values: ClientFormValues) =>
  CHECKS.filter(({ shown }) => !shown || shown(values)).flatMap(({ field, problem }) => {
    const found = problem(values);
    return found ? [{ field, found }] : [];
  });

/** The client form's schema; messages come translated. */
export function clientFormSchema(t: Translate) {
  const bool = z.boolean();
  const text = z.string();
  const list = z.array(z.string());
  return z
    .object({
      protocol: text,
      clientId: text,
      name: text,
      description: text,
      alwaysDisplayInConsole: bool,
      clientAuthentication: bool,
      authorizationServicesEnabled: bool,
      standardFlowEnabled: bool,
      directAccessGrantsEnabled: bool,
      implicitFlowEnabled: bool,
      serviceAccountsEnabled: bool,
      tokenExchange: bool,
      deviceGrant: bool,
      ciba: bool,
      pkceMethod: text,
      samlEncrypt: bool,
      samlClientSignature: bool,
      rootUrl: text,
      baseUrl: text,
      redirectUris: list,
      postLogoutRedirectUris: list,
      webOrigins: list,
      adminUrl: text,
      idpInitiatedSsoUrlName: text,
      idpInitiatedSsoRelayState: text,
      loginTheme: text,
      consentRequired: bool,
      displayOnConsentScreen: bool,
      consentScreenText: text,
      frontchannelLogout: bool,
      frontchannelLogoutUrl: text,
      frontchannelLogoutSessionRequired: bool,
      backchannelLogoutUrl: text,
      backchannelLogoutSessionRequired: bool,
      backchannelLogoutRevokeOfflineSessions: bool,
    })
    .superRefine((values, ctx) => {
      for (const { field, found } of failing(values))
        ctx.addIssue({ code: "custom", path: [field], message: t(found.key, found.values) });
    });
}

/** The fields whose rule fails, for tests and for finding the step that holds them. */
export function invalidClientFields(values: ClientFormValues): (keyof ClientFormValues)[] {
  return failing(values).map(({ field }) => field);
}
