import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadSiteAnalytics, reportPageView } from './siteAnalytics.ts';

/**
 * Reports one page view per location the shell shows, with the view's title (the tag's), once that title is known
 * (a deep link's menu arrives after the first render). /redirect is a passage, not a view.
 */
export function useSiteAnalytics(title: string): void {
  const { pathname, search } = useLocation();
  const [enabled, setEnabled] = useState(false);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    let alive = true;
    void loadSiteAnalytics().then((on) => alive && setEnabled(on));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const path = `${pathname}${search}`;
    if (!enabled || !title || pathname.startsWith('/redirect/') || reported.current === path) return;
    reported.current = path;
    reportPageView(path, title);
  }, [enabled, pathname, search, title]);
}
