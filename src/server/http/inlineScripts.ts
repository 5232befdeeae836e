import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts of the index.html the server serves: the
 * last view's painter (decision 94), written inline by the build. Only these scripts run inline; any other — an
 * injected one — is refused as before. Read once at start: a rebuild that changes the painter needs a restart for it
 * to run (until then it is refused, and the app starts as it would without it).
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
}

export function inlineScriptSourcesOf(indexFile: string): string[] {
  try {
    return inlineScriptSources(fs.readFileSync(indexFile, 'utf8'));
  } catch {
    return []; // no client built: nothing inline to let in
  }
}
