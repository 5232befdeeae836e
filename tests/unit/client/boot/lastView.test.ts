// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAST_VIEW_KEY, LAST_VIEW_MAX_AGE_MS, breakpointOf, readLastView, writeLastView } from '../../../../src/client/boot/lastView.ts';
import { saveLastView } from '../../../../src/client/boot/saveLastView.ts';
import { removeToken, setToken } from '../../../../src/client/api/auth.ts';

const view = { path: '/index', savedAt: Date.now(), breakpoint: breakpointOf(375), html: '<div>首页</div>', css: '', bodyStyle: '', lang: 'zh-CN' };

describe('the last view of the home page (decision 94)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setToken({ accessToken: 'a1', refreshToken: 'r1' }, true);
  });
  afterEach(() => document.body.replaceChildren());

  it('is read back for the session, the path and the width class it was made at', () => {
    expect(writeLastView(view)).toBe(true);
    expect(readLastView('/index', Date.now(), 375)?.html).toBe('<div>首页</div>');
    expect(readLastView('/system/user', Date.now(), 375)).toBeNull();
    expect(readLastView('/index', Date.now(), 1280)).toBeNull();
    expect(readLastView('/index', view.savedAt + LAST_VIEW_MAX_AGE_MS + 1, 375)).toBeNull();
  });

  it('belongs to the refresh token: a refreshed access token keeps it, another sign-in does not see it', () => {
    writeLastView(view);
    setToken({ accessToken: 'a2', refreshToken: 'r1' });
    expect(readLastView('/index', Date.now(), 375)).not.toBeNull();
    setToken({ accessToken: 'b1', refreshToken: 'r2' }, true);
    expect(readLastView('/index', Date.now(), 375)).toBeNull();
  });

  it('lives beside the tokens and goes with them at sign-out', () => {
    writeLastView(view);
    expect(localStorage.getItem(LAST_VIEW_KEY)).not.toBeNull();
    removeToken();
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBeNull();
    expect(writeLastView(view)).toBe(false); // no session, nothing kept
  });

  it('is kept without the live page\'s ids, test ids and typed values, and with the rules it uses only', () => {
    const style = document.createElement('style');
    style.textContent = '.used{color:red}.other-page{color:blue}@media (min-width:1px){.used:hover{color:green}}';
    document.head.append(style);
    document.body.innerHTML = '<div id="root"><main data-testid="home-page"><label for="q">搜索</label>'
      + '<input id="q" value="秘密"><p class="used">待办</p><script>1</script></main></div>';
    expect(saveLastView(document.getElementById('root')!, '/index')).toBe(true);
    const kept = readLastView('/index', Date.now(), window.innerWidth)!;
    expect(kept.html).toContain('待办');
    expect(kept.html).not.toMatch(/id=|data-testid|for=|秘密|<script/);
    expect(kept.css).toContain('.used');
    expect(kept.css).toContain(':hover');
    expect(kept.css).not.toContain('.other-page');
    style.remove();
  });

  it('keeps only what the first screen shows', () => {
    document.body.innerHTML = '<div id="root"><section><p>上</p></section><section><p>下</p></section></div>';
    const [top, below] = Array.from(document.querySelectorAll('section'));
    const box = (y: number) => () => ({ top: y, bottom: y + 100, left: 0, right: 375, width: 375, height: 100, x: 0, y, toJSON: () => ({}) });
    top.getBoundingClientRect = box(0);
    below.getBoundingClientRect = box(window.innerHeight + 10);
    saveLastView(document.getElementById('root')!, '/index');
    const kept = readLastView('/index', Date.now(), window.innerWidth)!;
    expect(kept.html).toContain('上');
    expect(kept.html).not.toContain('下');
  });
});
