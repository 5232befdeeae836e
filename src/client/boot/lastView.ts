/**
 * The last view of the home page (decision 94): what a signed-in user last saw on `/index` once every card had its
 * data, kept beside their tokens so that the next open shows it at once — before the app's scripts have run — and
 * the live page replaces it when its own data is in. Phone apps (钉钉's 工作台, 飞书) open the same way, on what they
 * showed last. This file is the storage side, shared by the boot script (an entry of its own, `headScript.ts`, which
 * must stay tiny and import nothing from the app) and the app, which saves and releases the view.
 *
 * It belongs to the refresh token it was made under: another sign-in (another user on this phone) never sees it, a
 * refreshed access token keeps it, sign-out removes it with the tokens (`removeToken` in api/auth.ts).
 */
export const LAST_VIEW_KEY = 'LAST_VIEW';
/** The element the painter adds to `<body>` and the app removes (`releaseLastView`). */
export const LAST_VIEW_HOST_ID = 'last-view';
/** Older than this, a view shows what the user no longer expects (to-dos long done): not painted. */
export const LAST_VIEW_MAX_AGE_MS = 7 * 24 * 3600_000;
/** A view larger than this is not kept: localStorage is a few megabytes shared with the session. */
export const LAST_VIEW_MAX_CHARS = 1_500_000;

export interface LastView {
  /** The refresh token the view was made under. */
  owner: string;
  /** The path it shows (`/index`). */
  path: string;
  savedAt: number;
  /** The layout's breakpoint when saved (the app lays out by it in script as well as in CSS). */
  breakpoint: number;
  /** The page's markup (ids and test ids removed) and the style rules it uses. */
  html: string;
  css: string;
  /** What the page's <body> looked like (font, colours): the view is drawn in a shadow root, which body rules miss. */
  bodyStyle: string;
  lang: string;
}

/** MUI's breakpoints (sm 600, md 900, lg 1200, xl 1536): a view is painted only at the width class it was made at. */
export function breakpointOf(width: number): number {
  return [600, 900, 1200, 1536].filter((edge) => width >= edge).length;
}

// The tokens' storage, as api/auth.ts keeps it (sessionStorage without 记住我, else localStorage); repeated here
// because the painter must not pull the app's modules in.
function tokenStorage(): Storage | null {
  try {
    return sessionStorage.getItem('ACCESS_TOKEN') ? sessionStorage : localStorage;
  } catch {
    return null;
  }
}

function refreshToken(storage: Storage): string | null {
  return storage.getItem('REFRESH_TOKEN');
}

/** The kept view for `path`, if it is this session's, recent, and of this width class. */
export function readLastView(path: string, now = Date.now(), width = window.innerWidth): LastView | null {
  try {
    const storage = tokenStorage();
    const raw = storage?.getItem(LAST_VIEW_KEY);
    if (!storage || !raw) return null;
    const view = JSON.parse(raw) as LastView;
    const fits = view.owner === refreshToken(storage) && view.path === path && now - view.savedAt < LAST_VIEW_MAX_AGE_MS
      && view.breakpoint === breakpointOf(width) && typeof view.html === 'string' && typeof view.css === 'string';
    return fits ? view : null;
  } catch {
    return null;
  }
}

/** Keeps `view` (its owner filled in) beside the tokens; nothing when there is no session or it is too large. */
export function writeLastView(view: Omit<LastView, 'owner'>): boolean {
  try {
    const storage = tokenStorage();
    const owner = storage && refreshToken(storage);
    if (!storage || !owner) return false;
    const raw = JSON.stringify({ ...view, owner });
    if (raw.length > LAST_VIEW_MAX_CHARS) return false;
    storage.setItem(LAST_VIEW_KEY, raw);
    return true;
  } catch {
    return false; // quota or privacy mode: the next open simply starts from the app
  }
}

/** Takes the painted view away: the live page is ready, or the user went elsewhere. */
export function releaseLastView(): void {
  document.getElementById(LAST_VIEW_HOST_ID)?.remove();
}
