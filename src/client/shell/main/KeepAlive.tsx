import { Activity, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import { useStore } from '../../lib/index.ts';
import { routeStore } from '../../routes/index.ts';
import { tagsStore } from '../state/tagsStore.ts';

interface Entry {
  key: string;
  location: Location;
  element: ReactNode;
  /** The route table the element was matched in: a new one (menus asked again) matches the shown path anew. */
  pages: unknown;
}

/**
 * Keep-alive of cached views (SPEC §4, vue's <keep-alive :include="cachedViews">): each page is rendered once
 * into its own React 19 <Activity>; while another tab is shown it is hidden (DOM kept, effects paused, state
 * kept), so a filled-in search form and the page number survive a tab switch. A view whose path leaves the
 * cached list (closed, refreshed, or noCache) is dropped and mounts afresh next time.
 *
 * Each kept page sees the location it was opened with, not the current one: otherwise a hidden page would
 * re-render against a foreign URL (and read foreign params).
 */
export function KeepAlive() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const cached = useStore(tagsStore, (s) => s.cached);
  const pages = useStore(routeStore, (s) => s.pages);
  const [entries, setEntries] = useState<Entry[]>([]);
  const key = location.pathname;

  const current = entries.find((e) => e.key === key);
  if (!current || current.location !== location || current.pages !== pages) {
    // Adjusting state while rendering (React's documented pattern): the new page joins in this very render.
    setEntries((list) => {
      const entry = { key, location, element: outlet, pages };
      const rest = list.filter((e) => e.key !== key && cached.includes(e.key));
      return current ? list.map((e) => (e.key === key ? entry : e)).filter((e) => e.key === key || cached.includes(e.key)) : [...rest, entry];
    });
  }

  const shown = entries.filter((e) => e.key === key || cached.includes(e.key));
  return (
    <>
      {shown.map((e) => (
        <Activity key={e.key} mode={e.key === key ? 'visible' : 'hidden'}>
          {/* One box per view, so tests and styles can tell the shown page from the kept ones. */}
          <div data-testid="kept-view" data-path={e.key}>
            <UNSAFE_LocationContext.Provider value={{ location: e.location, navigationType }}>{e.element}</UNSAFE_LocationContext.Provider>
          </div>
        </Activity>
      ))}
    </>
  );
}
