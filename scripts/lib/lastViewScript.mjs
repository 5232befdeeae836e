// The boot script (decisions 94, 106: the last view, the first view and the early requests): src/client/boot/headScript.ts compiled on its own and written
// inline into index.html, at the top of its <head>. Not a module script: Vite merges the module scripts of
// index.html into one entry, and a module runs only once every module it imports is fetched and compiled — the
// app's, at a phone's speed hundreds of milliseconds even from the cache — while the painter's point is to paint
// before the app has run. Not a file either: even from the cache, a script file waited behind the app's compilation
// (measured: 0.3 s at 4× CPU), and so did an inline one in the body. First in the head, it runs as the parser reaches
// it, before the app's script is fetched and compiled. The Content-Security-Policy lets in exactly
// this script by its hash, which the server takes from the index.html it serves (http/inlineScripts.ts).
import { fileURLToPath } from 'node:url';
import { compileBrowserScript } from './browserScript.mjs';

const SOURCE = fileURLToPath(new URL('../../src/client/boot/headScript.ts', import.meta.url));
// After the charset (within the first 1024 bytes) and the viewport (a phone's width is the device's only after it:
// the painter chooses the view by width), before anything else.
const VIEWPORT = /<meta name="viewport"[^>]*>/i;

export async function lastViewSource() {
  return (await compileBrowserScript(SOURCE)).trim();
}

/** index.html with the painter inline at the top of its <head>, before the app's script is even named. */
export function withLastViewScript(html, source) {
  if (!VIEWPORT.test(html)) throw new Error('index.html has no <meta name="viewport"> to put the last view\'s script after');
  if (/<\/script/i.test(source)) throw new Error('the last view\'s script contains "</script": it cannot be inline');
  return html.replace(VIEWPORT, (meta) => `${meta}\n    <script>${source}</script>`);
}

/** @returns {import('vite').Plugin} In a build only (under `vite dev` nothing is painted before the app). */
export function lastViewScript() {
  return {
    name: 'deputy:last-view',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('the last view\'s script needs the build\'s index.html');
      const html = typeof index.source === 'string' ? index.source : Buffer.from(index.source).toString('utf8');
      index.source = withLastViewScript(html, await lastViewSource());
    },
  };
}
