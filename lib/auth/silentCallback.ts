/**
 * The first script of the console page. When the page is the answer to a silent sign-in (a hidden iframe of the
 * console itself, `prompt=none`, answered with `?code=&state=` or `?error=&state=`), it hands that URL to the parent
 * console as oidc-client-ts' own callback page would, and stops loading the rest: the console boots once per sign-in.
 * The message goes only to a parent of the same origin; the parent checks the state.
 */
export const SILENT_CALLBACK_SCRIPT = `(function () {
  var query = location.search;
  if (window.parent === window || !/[?&]state=/.test(query) || !/[?&](code|error)=/.test(query)) return;
  window.parent.postMessage({ source: "oidc-client", url: location.href, keepOpen: false }, location.origin);
  window.stop();
})();`;
