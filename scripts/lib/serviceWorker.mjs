// The service worker of the built app (decision 85): src/client/pwa/serviceWorker.ts compiled into /sw.js, with what
// it must know of this build written in: a version (a hash of the build's file names, so a new deployment is a new
// worker, which drops the previous one's cache) and the shell (the hashed files index.html loads: the entry script,
// its preloaded chunks and its styles), kept at install so that a second open needs no asset from the network.
// Our own few lines rather than vite-plugin-pwa/workbox: a hundred lines of worker against workbox-build's Babel,
// Rollup and Terser, and every rule of what is (never) cached in plain sight.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { compileBrowserScript } from './browserScript.mjs';

const SOURCE = fileURLToPath(new URL('../../src/client/pwa/serviceWorker.ts', import.meta.url));
export const SERVICE_WORKER_FILE = 'sw.js';

/** The build's files index.html refers to (`src` and `href` under /assets/), in the order it names them. */
export function shellAssets(html) {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]))];
}

/** The worker's script for a build whose files are `fileNames` and whose index.html is `html`. */
export async function serviceWorkerSource(fileNames, html) {
  const version = createHash('sha256').update([...fileNames].sort().join('\n')).digest('hex').slice(0, 16);
  return compileBrowserScript(SOURCE, { BUILD: JSON.stringify({ version, shell: shellAssets(html) }) });
}

/**
 * @returns {import('vite').Plugin} The Vite plugin: in a build only (under `vite dev` there is no worker, and the
 * client registers none), after index.html is written, before the build is precompressed.
 */
export function serviceWorker() {
  return {
    name: 'deputy:service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('the service worker needs the build\'s index.html');
      const html = typeof index.source === 'string' ? index.source : Buffer.from(index.source).toString('utf8');
      const source = await serviceWorkerSource(Object.keys(bundle), html);
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source });
    },
  };
}
