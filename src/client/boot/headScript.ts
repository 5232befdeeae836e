/**
 * The script inline at the top of index.html's head (decisions 97 and 106), before the app's: while the app's scripts
 * load and run — on a phone at a quarter of a desk's speed and on its network, seconds — it shows the home page:
 * - as the user last saw it (`lastView.ts`), at once;
 * - else, for a signed-in deputy or unit on a phone, its first screen drawn from the home page's first answers
 *   (`firstView.ts`), which it asks at once (`earlyRequests.ts`): the app takes the same answers instead of asking.
 * The view steps aside when the live page has its data (the home page calls `releaseLastView`), on any other route,
 * or after a while in any case; the last view also at the first touch (the app has loaded: it was opened before).
 *
 * The view is drawn in a closed shadow root: its style rules stay inside it, and nothing in it is the page's (no
 * ids, no test ids) and hidden from assistive technology, which reads the live page and its loading states.
 */
import { getTenantName } from '../api/auth.ts';
import { chosenLocale } from './chosenLocale.ts';
import { startEarlyRequests, type EarlyAnswer, type EarlyKey } from './earlyRequests.ts';
import { FIRST_VIEW_CSS, firstViewHtml, firstViewOf, type FirstViewAnswers } from './firstView.ts';
import { LAST_VIEW_HOST_ID, breakpointOf, readLastView, releaseLastView } from './lastView.ts';

/** However the app fares, the painted view does not outstay this. */
const LONGEST_MS = 20_000;

const onHome = () => ['/', '/index'].includes(location.pathname);
/** A view is painted already, or the app came first (this script is late, or the answers were): nothing to paint. */
const shown = () => !!document.getElementById('root')?.hasChildNodes() || !!document.getElementById(LAST_VIEW_HOST_ID);

/** Draws `html` with its rules over the page, with a thin moving bar that says the figures are being brought up to date. */
function draw(html: string, css: string, bodyStyle: string, releaseOnTouch: boolean): void {
  const host = document.createElement('div');
  host.id = LAST_VIEW_HOST_ID;
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;inset:0;z-index:2147483000;overflow:hidden';
  const shadow = host.attachShadow({ mode: 'closed' });
  shadow.innerHTML = `<style>${css}</style>`
    + `<style>:host{${bodyStyle}}.lv-page{box-sizing:border-box;height:100%;overflow:hidden}`
    + '.lv-bar{position:fixed;top:0;left:0;height:3px;width:30%;background:#409EFF;animation:lv-move 1.2s ease-in-out infinite}'
    + '@keyframes lv-move{from{transform:translateX(-100%)}to{transform:translateX(340%)}}'
    + '@media (prefers-reduced-motion:reduce){.lv-bar{animation:none;width:100%;opacity:.6}}</style>'
    + `<div class="lv-page">${html}</div><div class="lv-bar"></div>`;
  // A touch on the last view means the user wants the live app, which is loaded by then. On a first view the app may
  // be seconds away: its links open their pages, and the view stays until the live page is there.
  if (releaseOnTouch) host.addEventListener('pointerdown', releaseLastView, { once: true });
  // In <head> there is no <body> yet: the view goes on the document's element, the page's body after it.
  document.documentElement.appendChild(host);
  setTimeout(releaseLastView, LONGEST_MS);
}

async function paintFirstView(answers: Record<EarlyKey, Promise<EarlyAnswer>>): Promise<void> {
  // An answer that failed or is not JSON (a proxy's error page) is simply missing: no view.
  const keys = Object.keys(answers) as EarlyKey[];
  const parsed = await Promise.all(keys.map((key) => answers[key].then((answer) => JSON.parse(answer.body) as unknown).catch(() => null)));
  const view = firstViewOf(Object.fromEntries(keys.map((key, i) => [key, parsed[i]])) as FirstViewAnswers, getTenantName());
  if (!view || !onHome() || shown()) return;
  draw(firstViewHtml(view), FIRST_VIEW_CSS, '', false);
  performance.mark('first-view-painted');
}

function paint(): void {
  if (!onHome() || shown()) return;
  const view = readLastView('/index');
  if (view) {
    draw(view.html, view.css, view.bodyStyle, true);
    performance.mark('last-view-painted');
  }
  // After the last view is drawn (its paint comes first), before the app's scripts are even named.
  const answers = startEarlyRequests();
  if (view) return;
  // At a phone's or a small tablet's width (one column of cards), in the language the view is written in.
  if (answers && breakpointOf(window.innerWidth) <= 1 && chosenLocale() !== 'en') void paintFirstView(answers);
}

paint();
