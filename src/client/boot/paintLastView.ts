/**
 * An entry of its own, before the app's in index.html (decision 94): paints the home page as the user last saw it
 * while the app's scripts load and run — on a phone at a quarter of a desk's speed that is seconds — and steps aside
 * when the live page has its data (the home page calls `releaseLastView`), when the user touches the screen, or
 * after a while in any case. It imports nothing but `lastView.ts`: a few kilobytes, from the cache on a second open.
 *
 * The view is drawn in a closed shadow root: its style rules stay inside it, and nothing in it is the page's (no
 * ids, no test ids) and hidden from assistive technology, which reads the live page and its loading states.
 */
import { LAST_VIEW_HOST_ID, readLastView, releaseLastView } from './lastView.ts';

/** However the app fares, the painted view does not outstay this. */
const LONGEST_MS = 20_000;

function paint(): void {
  const path = location.pathname === '/' ? '/index' : location.pathname;
  if (path !== '/index') return;
  // The app came first (this script is late): it paints the live page itself.
  if (document.getElementById('root')?.hasChildNodes() || document.getElementById(LAST_VIEW_HOST_ID)) return;
  const view = readLastView(path);
  if (!view) return;
  const host = document.createElement('div');
  host.id = LAST_VIEW_HOST_ID;
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;inset:0;z-index:2147483000;overflow:hidden';
  const shadow = host.attachShadow({ mode: 'closed' });
  shadow.innerHTML = `<style>${view.css}</style>`
    + `<style>:host{${view.bodyStyle}}.lv-page{box-sizing:border-box;height:100%;overflow:hidden}`
    // The thin moving bar says the figures are being brought up to date.
    + '.lv-bar{position:fixed;top:0;left:0;height:3px;width:30%;background:#409EFF;animation:lv-move 1.2s ease-in-out infinite}'
    + '@keyframes lv-move{from{transform:translateX(-100%)}to{transform:translateX(340%)}}'
    + '@media (prefers-reduced-motion:reduce){.lv-bar{animation:none;width:100%;opacity:.6}}</style>'
    + `<div class="lv-page">${view.html}</div><div class="lv-bar"></div>`;
  // A touch means the user wants the live app now, even before its data is in.
  host.addEventListener('pointerdown', releaseLastView, { once: true });
  // In <head> there is no <body> yet: the view goes on the document's element, the page's body after it.
  document.documentElement.appendChild(host);
  performance.mark('last-view-painted');
  setTimeout(releaseLastView, LONGEST_MS);
}

paint();
