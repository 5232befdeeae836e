// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { stripScriptLinks } from '../../../src/client/pages/preview/scriptLinks.ts';

/** Issue 38, point 9: a previewed .docx keeps its web, mail and telephone links and loses those that run script. */
describe('stripScriptLinks', () => {
  const rendered = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };

  it('removes javascript:, vbscript:, data: and file: targets, however they are spelled', () => {
    const root = rendered([
      '<a id="a" href="javascript:alert(1)">a</a>',
      '<a id="b" href="  JaVaScRiPt:alert(1)">b</a>',
      '<a id="c" href="java&#x09;script:alert(1)">c</a>',
      '<a id="d" href="&#x6A;avascript:alert(1)">d</a>',
      '<a id="e" href="vbscript:msgbox(1)">e</a>',
      '<a id="f" href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">f</a>',
      '<a id="g" href="file:///etc/passwd">g</a>',
      '<svg><a id="h" xlink:href="javascript:alert(1)"><text>h</text></a></svg>',
      '<form id="i" action="javascript:alert(1)"><button id="j" formaction="javascript:alert(1)">j</button></form>',
    ].join(''));
    expect(stripScriptLinks(root)).toBe(10);
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) expect(root.querySelector(`#${id}`)!.hasAttribute('href'), id).toBe(false);
    expect(root.querySelector('#h')!.getAttribute('xlink:href')).toBeNull();
    expect(root.querySelector('#i')!.hasAttribute('action')).toBe(false);
    expect(root.querySelector('#j')!.hasAttribute('formaction')).toBe(false);
    // the text stays: the reader still sees what the author wrote
    expect(root.textContent).toContain('abcdefg');
  });

  it('keeps web, mail and telephone links, anchors and relative links', () => {
    const links = ['https://www.npc.gov.cn/', 'http://example.cn/a?b=c', 'mailto:rd@example.cn', 'tel:010-12345678', '#_Toc1', 'appendix.docx'];
    const root = rendered(links.map((href) => `<a href="${href}">x</a>`).join(''));
    expect(stripScriptLinks(root)).toBe(0);
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(links);
  });
});
