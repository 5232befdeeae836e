import { systemApi } from '../../api/index.ts';

/**
 * The site statistics hook of SPEC §7.7, in Baidu Tongji's protocol (docs/operations.md): the page keeps a command
 * queue `window._hmt`, loads `<scriptUrl>?<siteId>` once, turns the script's own page view on load off (a
 * single-page app reports each view itself) and pushes `['_trackPageview', path, title]` for every route. Baidu's
 * script reads the path (and the page's title); a script of the operator's own may read the title given. Nothing is
 * loaded, and nothing pushed, when the server has no configuration.
 */
declare global {
  interface Window {
    _hmt?: unknown[][];
  }
}

let loaded: Promise<boolean> | null = null;

/** Loads the configured script, once per page load; resolves whether page views are to be reported. */
export function loadSiteAnalytics(): Promise<boolean> {
  loaded ??= systemApi.getAnalyticsConfig().then(
    (config) => {
      // Anything but a usable address and site id (another back end's answer, a route it lacks) loads nothing.
      if (!config || typeof config.scriptUrl !== 'string' || !/^https?:\/\//.test(config.scriptUrl) || typeof config.siteId !== 'string' || !config.siteId) return false;
      window._hmt = window._hmt ?? [];
      window._hmt.push(['_setAutoPageview', false]);
      const script = document.createElement('script');
      script.src = `${config.scriptUrl}?${encodeURIComponent(config.siteId)}`;
      script.async = true;
      document.head.appendChild(script);
      return true;
    },
    () => false,
  );
  return loaded;
}

export function reportPageView(path: string, title: string): void {
  window._hmt?.push(['_trackPageview', path, title]);
}
