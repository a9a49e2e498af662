// A browser without a browser: follows redirects by hand and keeps cookies by name and path, so the cookies of two
// realms of one server (each on its own /realms/{realm}/ path, with the same names) stay apart as a browser keeps them.
export interface BrowserJar {
  /** fetches without following redirects, sending and keeping the cookies for the URL's path */
  send(url: URL | string, init?: RequestInit): Promise<Response>;
  /** sends, then follows redirects until an answer that is not one, or until `stop` says the location is the end */
  follow(url: URL | string, stop?: (location: URL) => boolean, init?: RequestInit): Promise<Response | URL>;
}

export function browserJar(baseUrl: string): BrowserJar {
  const cookies = new Map<string, { path: string; name: string; value: string }>();
  const send = async (url: URL | string, init: RequestInit = {}) => {
    const target = new URL(url, baseUrl);
    const header = [...cookies.values()]
      .filter((c) => target.pathname.startsWith(c.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
    const response = await fetch(target, { ...init, redirect: "manual", headers: { ...init.headers, cookie: header } });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const path = attributes.map((a) => /^\s*path=(.*)$/i.exec(a)?.[1]).find((p) => p !== undefined) ?? "/";
      cookies.set(`${path} ${pair.slice(0, at)}`, { path, name: pair.slice(0, at), value: pair.slice(at + 1) });
    }
    return response;
  };
  return {
    send,
    async follow(url, stop = () => false, init) {
      let response = await send(url, init);
      while (response.status >= 300 && response.status < 400) {
        const location = new URL(response.headers.get("location") ?? "", baseUrl);
        if (stop(location)) return location;
        response = await send(location);
      }
      return response;
    },
  };
}
