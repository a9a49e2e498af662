import { againstDocument } from "@/lib/realm-diff/startDiffWorker";

describe("againstDocument", () => {
  it("resolves the worker and the chunks it loads against the console's folder, not the origin's root", () => {
    window.history.replaceState(null, "", "/admin/master/console/#/acme/realm-diff");
    const params = [["./_next/static/chunks/a.js", "./_next/static/chunks/b.js"], "", "./_next/", "", ""];
    const url = new URL("./_next/static/chunks/turbopack-worker.js", location.origin);
    url.hash = `#params=${encodeURIComponent(JSON.stringify(params))}`;
    const rebased = againstDocument(url);
    const console = `${location.origin}/admin/master/console/_next/`;
    expect(rebased.href.split("#")[0]).toBe(`${console}static/chunks/turbopack-worker.js`);
    const sent = JSON.parse(decodeURIComponent(rebased.hash.slice("#params=".length)));
    expect(sent[0]).toEqual([`${console}static/chunks/a.js`, `${console}static/chunks/b.js`]);
    expect(sent[2]).toBe(console);
  });
});
