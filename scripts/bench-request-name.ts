// Requests named short enough to read a chain of them on one line: a chunk by its file name, an admin API call by its
// path under the realm with ids shortened, the OIDC endpoints by their last segment.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export function requestName(url: string): string {
  const { pathname, search } = new URL(url);
  const file = pathname.match(/\/_next\/static\/.*\/([^/]+\.(?:js|css))$/);
  if (file) return file[1];
  if (/\/console\/?$/.test(pathname)) return "console page";
  const oidc = pathname.match(/\/protocol\/openid-connect\/(.+)$/);
  if (oidc) return `oidc ${oidc[1]}`;
  const path = pathname
    .replace(/^\/admin\/realms\/[^/]+\//, "")
    .replace(/^\/admin\/[^/]+\/console\//, "console/")
    .replace(/^\/admin\//, "")
    .replace(UUID, "{id}");
  // the query tells apart calls to one path (a count, a page, a brief list), its values are too long to keep
  const keys = [...new URLSearchParams(search).keys()];
  return keys.length ? `${path}?${keys.join("&")}` : path;
}
