// Turns the exported index.html into Keycloak's admin theme template (FreeMarker). Only the environment block and
// the <base> are FreeMarker; everything else is wrapped in <#noparse>, because the inlined scripts and styles may
// contain "${" and "<#" that FreeMarker would otherwise try to evaluate.
export const ENVIRONMENT_BLOCK = /(<script id="environment" type="application\/json">)([\s\S]*?)(<\/script>)/;

/** Keycloak 26's admin template variables, as its own keycloak.v2 admin theme uses them. */
const ENVIRONMENT_FTL = `{
  "realm": "\${loginRealm!"master"}",
  "adminBaseUrl": "\${adminBaseUrl}",
  "clientId": "\${clientId}",
  "resourceUrl": "\${resourceUrl}",
  "logo": "\${properties.logo!""}",
  "logoUrl": "\${properties.logoUrl!""}"
}`;

const noparse = (html: string) => (html ? `<#noparse>${html}</#noparse>` : "");

export function toIndexTemplate(indexHtml: string): string {
  const env = ENVIRONMENT_BLOCK.exec(indexHtml);
  if (!env) throw new Error("out/index.html has no environment block");
  const head = indexHtml.indexOf("<head>");
  if (head < 0) throw new Error("out/index.html has no <head>");
  const afterHead = head + "<head>".length;
  const before = indexHtml.slice(afterHead, env.index);
  const after = indexHtml.slice(env.index + env[0].length);
  return [
    noparse(indexHtml.slice(0, afterHead)),
    // the page is served from /admin/{realm}/console/ but its files from the theme's resource folder
    `<base href="\${resourceUrl}/">`,
    noparse(before),
    `${env[1]}${ENVIRONMENT_FTL}${env[3]}`,
    noparse(after),
  ].join("");
}
