// POST /admin/realms/{realm}/testSMTPConnection (Keycloak's RealmAdminResource): manage-realm; sends a test mail
// with the posted settings to the calling admin's own address. 204 when the SMTP server took it; 500 with Keycloak's
// errorMessage otherwise, and nothing more: the connection's own error would tell which hosts and ports of the
// server's network answer.
import type { Response, Router } from "express";
import type { AdminContext } from "../context.js";
import { jsonBody, noContent } from "../http.js";
import { REALM_MANAGE } from "../../realm/adminRoles.js";
import { sendSmtp, smtpTestMessage, withStoredPassword, type SmtpSettings } from "../../realm/smtp.js";
import { inRealm } from "./lib/route.js";

function serverError(res: Response, errorMessage: string): void {
  res.status(500).json({ errorMessage });
}

/** The posted map as strings: the console sends the port as a number and the switches as booleans. */
function toSettings(body: Record<string, unknown>): SmtpSettings {
  const settings: SmtpSettings = {};
  for (const [key, value] of Object.entries(body))
    if (value !== null && value !== undefined && typeof value !== "object") settings[key] = String(value);
  return settings;
}

export function registerSmtpTest(router: Router, ctx: AdminContext): void {
  router.post(
    "/realms/:realm/testSMTPConnection",
    inRealm(ctx, REALM_MANAGE, async (req, res, realm) => {
      const email = req.auth!.user.email;
      if (!email) return serverError(res, "Logged in user does not have an e-mail.");
      const settings = withStoredPassword(toSettings(jsonBody(req)), realm.rep.smtpServer);
      try {
        await sendSmtp(settings, smtpTestMessage(email, realm.rep.displayName || realm.rep.realm));
      } catch {
        return serverError(res, "Failed to send email");
      }
      noContent(res);
    }),
  );
}
