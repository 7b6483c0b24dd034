/**
 * The few lines added to every page served by `site dev` (never by `site build`): they tell the
 * server which page the tab shows, reload it when that page changed, and show build errors over the page.
 */
export const devClientScript = `<script type="module">
const overlayId = '__site_dev_overlay';
function show(text) {
  let box = document.getElementById(overlayId);
  if (!box) {
    box = document.createElement('div');
    box.id = overlayId;
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(16,24,40,.94);color:#fff;padding:24px;font:14px/1.5 ui-monospace,monospace';
    document.body.append(box);
  }
  // The page served while the site could not be prepared at start has no last valid version.
  const ready = !document.body.hasAttribute('data-site-not-ready');
  box.innerHTML = '<p style="font:700 18px system-ui;margin:0 0 12px;color:#fca5a5">' + (ready ? 'La dernière modification n’a pas pu être publiée' : 'Le site n’a pas pu être préparé') + '</p><pre style="white-space:pre-wrap;margin:0"></pre><p style="font:14px system-ui;margin-top:16px;color:#cbd5e1">' + (ready ? 'La page affiche la dernière version valide. Corrigez le fichier et enregistrez\u00a0: cet écran disparaîtra.' : 'Corrigez le fichier et enregistrez-le\u00a0: le site s’affichera.') + '</p>';
  box.querySelector('pre').textContent = text;
}
const events = new EventSource('/__site/events?path=' + encodeURIComponent(location.pathname));
events.addEventListener('reload', (event) => {
  const paths = JSON.parse(event.data || 'null');
  if (!paths || paths.includes(location.pathname)) location.reload();
});
events.addEventListener('problem', (event) => show(JSON.parse(event.data)));
events.addEventListener('clear', () => document.getElementById(overlayId)?.remove());
</script>`;

const csp = '<meta http-equiv="Content-Security-Policy"';
const script = Buffer.from(devClientScript);

/**
 * Adds the dev client to an HTML page, just before `</body>`, and drops the page's
 * Content-Security-Policy, which (rightly) refuses inline scripts. Works on the page's bytes, as
 * `site dev` keeps them: an answer copies them once, outside V8's heap, and makes no string (a
 * tab polled while an editor saves asks for the page several times a second).
 */
export function injectDevClient(html: Uint8Array): Buffer {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const start = page.indexOf(csp);
  const end = start < 0 ? -1 : page.indexOf('>', start);
  const parts = end < 0 ? [page] : [page.subarray(0, start), page.subarray(end + 1)];
  const last = parts.at(-1)!;
  const close = last.lastIndexOf('</body>');
  if (close < 0) return Buffer.concat([...parts, script]);
  return Buffer.concat([...parts.slice(0, -1), last.subarray(0, close), script, last.subarray(close)]);
}

/**
 * The headers every answer of `site dev` carries. The pages' own Content-Security-Policy is
 * dropped (see injectDevClient) and `site dev` sends no `_headers`, so without these a page of
 * drafts could be framed by any site (clickjacking) and a file sniffed into another type.
 * `frame-ancestors` is all the policy says: a directive a `<meta>` cannot carry and that leaves
 * the dev client's inline script alone; `'self'` keeps every other origin out.
 */
export const devHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
};
