import { loadManifest, manifestStore, resetManifest, systemApi, type MenuNode, type PermissionInfo } from '../api/index.ts';
import { applyPermissionInfo, onSessionReset, sessionLoaded } from '../auth/index.ts';
import { dictStore, loadDicts } from '../dict/index.ts';
import { confirmRoutes, setMenus } from './routeStore.ts';
import { readSnapshot, saveSnapshot, type SessionSnapshot } from './sessionSnapshot.ts';

let pending: Promise<void> | null = null;
/** A bootstrap started before the guard mounted (prefetchSession), handed to the guard's first call. */
let early: Promise<void> | null = null;

// A new session asks the server again (resources may have been added meanwhile).
onSessionReset(resetManifest);

// The pages and screen extensions register before the routes are built from the menus.
const installFeatures = () => import('../features.ts').then((m) => m.installFeatures());
// Silent: a yudao v1.8.1+ backend has no list-menus and sends the tree with the user info instead.
const listMenus = () => systemApi.listMenus({ silent: true }).catch((e: unknown) => e);

/**
 * The navigation guard's first-entry work (SPEC §4): the features' chunk, dictionaries, the resource manifest, user
 * info and menus in parallel, then routes. Dictionaries are best effort (their failure is already notified) and the
 * manifest never fails (it falls back to the bundled one); user info or menus failing rejects, and the guard logs
 * out. Concurrent callers (StrictMode double effects) share one run.
 *
 * With a snapshot of this very token's last bootstrap (sessionSnapshot.ts) the page is painted from it at once and
 * everything is asked again behind it: on a phone's network that is the difference between a shell in a second and
 * one after the round trips. `fresh` (after codegen added a resource) always asks the server first.
 */
export function bootstrapSession({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  if (early && !fresh) {
    const started = early;
    early = null;
    return started;
  }
  pending ??= (async () => {
    const snapshot = fresh ? null : readSnapshot();
    if (snapshot) {
      await installFeatures();
      apply(snapshot);
      whenIdle(() => void askAgain(snapshot));
      return;
    }
    const [, , , info, menus] = await Promise.all([
      installFeatures(),
      loadDicts({ again: fresh }).catch(() => undefined),
      // Before the routes render: resources known only to the server register their menu keys when it answers.
      loadManifest(),
      systemApi.getPermissionInfo(),
      listMenus(),
    ]);
    const tree = Array.isArray(menus) ? (menus as MenuNode[]) : info.menus;
    if (!tree) throw menus;
    // Routes first: the guard renders the page as soon as roles appear, and the page must then match.
    setMenus(tree);
    applyPermissionInfo(info);
    remember(info, tree);
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * Starts the bootstrap as the app starts, for someone already signed in (a reload, a second open): its answers are on
 * their way while the first render happens. The guard's first call takes this very run, its failure included, so a
 * refused token is handled once, where it always was; nothing is said here.
 */
export function prefetchSession(): void {
  if (early || pending) return;
  early = bootstrapSession();
  early.catch(() => undefined);
}

/**
 * After the page painted from the snapshot has sent its own requests: over HTTP/1.1 a browser opens six connections
 * to a host, and the page's data (its cards, its list) should not queue behind the questions asked again.
 */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 0);
}

function apply(snapshot: SessionSnapshot): void {
  if (snapshot.dicts) dictStore.set({ byType: snapshot.dicts, loaded: true });
  if (snapshot.manifest) manifestStore.set({ resources: snapshot.manifest, source: 'server' });
  setMenus(snapshot.menus, { confirmed: false });
  applyPermissionInfo(snapshot.info);
}

function remember(info: PermissionInfo, menus: readonly MenuNode[]): void {
  const dicts = dictStore.get();
  const manifest = manifestStore.get();
  saveSnapshot({ info, menus, dicts: dicts.loaded ? dicts.byType : null, manifest: manifest.source === 'server' ? manifest.resources : null });
}

/** Behind a page painted from the snapshot: the same questions again; what changed is applied (a role granted, a menu added). */
async function askAgain(shown: SessionSnapshot): Promise<void> {
  try {
    const [info, menus] = await Promise.all([
      systemApi.getPermissionInfo(),
      listMenus(),
      loadDicts({ again: true }).catch(() => undefined),
      loadManifest({ again: true }),
    ]);
    // Signed out meanwhile: nothing of this belongs on the page any more.
    if (!sessionLoaded()) return;
    const tree = Array.isArray(menus) ? (menus as MenuNode[]) : info.menus;
    if (!tree) return;
    if (JSON.stringify(tree) !== JSON.stringify(shown.menus)) setMenus(tree);
    if (JSON.stringify(info) !== JSON.stringify(shown.info)) applyPermissionInfo(info);
    remember(info, tree);
  } catch {
    // The http layer has said what went wrong (a refused token ends the session there); the page stays as painted.
  } finally {
    confirmRoutes();
  }
}
