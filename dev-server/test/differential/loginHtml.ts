// Reads a login page as a browser without JavaScript sees it: which of Keycloak's login templates it is (the body's
// data-page-id), its forms with their fields and buttons, and the messages it shows. Both servers' pages are read the
// same way, so what a test compares is what a person meets, not how each server writes its HTML.

export type FormField = { name: string; value: string; type: string; checked: boolean };

export type LoginFormView = {
  /** where the form posts, resolved against the page's URL */
  action: URL;
  fields: FormField[];
  /** the named submit buttons, by name, with their values */
  buttons: Map<string, string>;
};

export type LoginPageView = {
  pageId: string;
  forms: LoginFormView[];
  messages: string[];
  /** every link of the page */
  links: URL[];
};

const ATTRIBUTE = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const inner = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const m of inner.matchAll(ATTRIBUTE)) found.set(m[1].toLowerCase(), decode(m[2] ?? m[3] ?? m[4] ?? ""));
  return found;
}

export function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&apos;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** the text of an HTML fragment, tags dropped and white space collapsed */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

function readForm(html: string, openTag: string, pageUrl: URL): LoginFormView {
  const action = attributes(openTag).get("action");
  const fields: FormField[] = [];
  for (const [tag] of html.matchAll(/<input\b[^>]*>/gi)) {
    const a = attributes(tag);
    const name = a.get("name");
    if (!name) continue;
    fields.push({
      name,
      value: a.get("value") ?? "",
      type: (a.get("type") ?? "text").toLowerCase(),
      checked: a.has("checked"),
    });
  }
  for (const m of html.matchAll(/<(select|textarea)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const a = attributes(`<${m[1]}${m[2]}>`);
    const name = a.get("name");
    if (!name) continue;
    const selected = /<option\b[^>]*\bselected\b[^>]*>/i.exec(m[3])?.[0];
    const value =
      m[1].toLowerCase() === "textarea" ? decode(m[3]) : (attributes(selected ?? "<option>").get("value") ?? "");
    fields.push({ name, value, type: m[1].toLowerCase(), checked: false });
  }
  const buttons = new Map<string, string>();
  for (const [tag] of html.matchAll(/<button\b[^>]*>/gi)) {
    const a = attributes(tag);
    const name = a.get("name");
    if (name && (a.get("type") ?? "submit") === "submit") buttons.set(name, a.get("value") ?? "");
  }
  return { action: new URL(action || pageUrl.href, pageUrl), fields, buttons };
}

/** what the messages of a page are: Keycloak's feedback texts and its error page's message */
const MESSAGE = /<(\w+)\b[^>]*class="[^"]*\b(?:kc-feedback-text|instruction)\b[^"]*"[^>]*>([\s\S]*?)<\/\1>/g;

export function readLoginPage(html: string, pageUrl: URL): LoginPageView {
  const pageId = /<body\b[^>]*\bdata-page-id="([^"]*)"/i.exec(html)?.[1] ?? "";
  const forms = [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/gi)].map((m) => readForm(m[2], m[1], pageUrl));
  const messages = [...html.matchAll(MESSAGE)].map((m) => textOf(m[2])).filter(Boolean);
  const links = [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/gi)].map((m) => new URL(decode(m[1]), pageUrl));
  return { pageId, forms, messages, links };
}
