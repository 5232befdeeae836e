import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../../../src/server/http/inlineScripts.ts';
import { withLastViewScript } from '../../../scripts/lib/lastViewScript.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline scripts of index.html (decision 94)', () => {
  const html = '<html><head><meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n'
    + '<script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';

  it('the painter goes inline after the viewport, before the app\'s script, and is let in by its hash only', () => {
    const built = withLastViewScript(html, 'paint("首页")');
    expect(built.indexOf('<script>paint')).toBeGreaterThan(built.indexOf('name="viewport"'));
    expect(built.indexOf('<script>paint')).toBeLessThan(built.indexOf('src="/assets/index-x.js"'));
    expect(inlineScriptSources(built)).toEqual([sha('paint("首页")')]);
  });

  it('a script file is not an inline script, and a script that would end its tag is refused at build', () => {
    expect(inlineScriptSources(html)).toEqual([]);
    expect(() => withLastViewScript(html, 'x="</script>"')).toThrow(/cannot be inline/);
  });
});
