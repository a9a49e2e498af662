// The login page: a plain HTML form at oidc-provider's interaction URL. Its texts use Keycloak's login message keys
// so a realm's localization texts override them as they would in Keycloak's login theme.
import type { RealmData } from "../store/model.js";
import { escapeHtml } from "./escapeHtml.js";

export const ENGLISH = {
  loginAccountTitle: "Sign in to your account",
  usernameOrEmail: "Username or email",
  username: "Username",
  password: "Password",
  doLogIn: "Sign In",
  invalidUserMessage: "Invalid username or password.",
  accountDisabledMessage: "Account is disabled, contact your administrator.",
} as const;

/** The page's only style; the pages' Content-Security-Policy allows it by its hash. */
export const LOGIN_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f2f2f2; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); width: min(360px, 90vw); }
  h1 { font-size: 1.1rem; margin: 0 0 .25rem; color: #555; }
  h2 { font-size: 1.4rem; margin: 0 0 1.5rem; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #999; border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #0066cc; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  [role=alert] { background: #fdecea; color: #8b1a10; padding: .6rem; border-radius: 4px; }
`;

export type LoginMessageKey = keyof typeof ENGLISH;

export interface LoginPageInput {
  realm: RealmData;
  locale?: string;
  username?: string;
  error?: LoginMessageKey;
}

export function loginLocale(realm: RealmData, requested: string | undefined): string {
  const supported = realm.rep.internationalizationEnabled ? (realm.rep.supportedLocales ?? []) : [];
  const wanted = (requested ?? "").split(" ").find((l) => supported.includes(l));
  return wanted ?? (realm.rep.internationalizationEnabled ? (realm.rep.defaultLocale ?? "en") : "en");
}

export function renderLoginPage({ realm, locale = "en", username = "", error }: LoginPageInput): string {
  const texts = { ...ENGLISH, ...realm.localizationTexts[locale] } as Record<LoginMessageKey, string>;
  const t = (key: LoginMessageKey) => escapeHtml(texts[key]);
  const title = escapeHtml(realm.rep.displayName || realm.rep.realm);
  const userLabel = realm.rep.loginWithEmailAllowed === false ? t("username") : t("usernameOrEmail");
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t("loginAccountTitle")} - ${title}</title>
<style>${LOGIN_STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<h2 id="kc-page-title">${t("loginAccountTitle")}</h2>
${error ? `<p id="input-error" role="alert">${t(error)}</p>` : ""}
<form id="kc-form-login" method="post">
  <label for="username">${userLabel}</label>
  <input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autofocus${error ? ' aria-invalid="true"' : ""}>
  <label for="password">${t("password")}</label>
  <input id="password" name="password" type="password" autocomplete="current-password"${error ? ' aria-invalid="true"' : ""}>
  <button id="kc-login" type="submit">${t("doLogIn")}</button>
</form>
</main>
</body>
</html>`;
}
