// One script for the browser outside Vite's module graph (the service worker, the last view's painter): bundled,
// minified, as a classic script (IIFE), with `define` written in.
import { build } from 'esbuild';

/** @param {string} entry @param {Record<string, string>} [define] @returns {Promise<string>} */
export async function compileBrowserScript(entry, define = {}) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    charset: 'utf8', // Chinese texts as themselves: half the bytes of their \u escapes
    define,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
