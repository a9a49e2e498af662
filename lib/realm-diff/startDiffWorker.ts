// Starts the diff's Web Worker where the console is served from.
//
// Turbopack resolves a worker's script, and the chunks the worker then loads, against the page's origin. With the
// console's relative asset prefix ("./", next.config.mjs) that is /_next/…, not the console's own folder
// (/admin/master/console/_next/…, a theme folder), so the worker would not load. Its URL and its chunk list (the
// "#params=" the worker's bootstrap reads) are resolved against the document instead.

type WorkerParams = [string[], ...unknown[]];

export function againstDocument(url: URL): URL {
  const rebased = new URL(`.${url.pathname}${url.search}`, document.baseURI);
  if (!url.hash.startsWith("#params=")) return rebased;
  const params = JSON.parse(decodeURIComponent(url.hash.slice("#params=".length))) as WorkerParams;
  const absolute = (path: unknown) => (typeof path === "string" ? new URL(path, document.baseURI).href : path);
  params[0] = params[0].map((chunk) => new URL(chunk, document.baseURI).href);
  // the base the worker loads further chunks from
  params[2] = absolute(params[2]);
  rebased.hash = `#params=${encodeURIComponent(JSON.stringify(params))}`;
  return rebased;
}

export function startDiffWorker(): Worker {
  const PageWorker = globalThis.Worker;
  class DocumentRelativeWorker extends PageWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(againstDocument(new URL(url, location.origin)), options);
    }
  }
  // Turbopack's worker loader takes the global Worker when the expression below runs: for this one call it is the
  // class above, and the page's own Worker again right after
  globalThis.Worker = DocumentRelativeWorker;
  try {
    return new Worker(new URL("./diff.worker.ts", import.meta.url));
  } finally {
    globalThis.Worker = PageWorker;
  }
}
