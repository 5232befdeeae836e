/**
 * What the activity map widget is told by `GET /renda/activity/map-config` (docs/activities.md): which provider to
 * draw with and its settings. Set by the server's environment; with neither provider configured the widget works
 * without a map (coordinates, radius and address typed in) and reaches nothing outside this site.
 */
export type MapConfig =
  | { provider: 'none'; center: [number, number] }
  | {
      /** AMap JS API through its official loader (MAP_AMAP_KEY, MAP_AMAP_SECURITY_CODE). */
      provider: 'amap';
      center: [number, number];
      amap: { key: string; securityCode: string; version: string };
    }
  | {
      /** Leaflet over a tile server (MAP_TILE_URL) and a Nominatim-compatible geocoder (MAP_GEOCODER_URL, optional). */
      provider: 'leaflet';
      center: [number, number];
      tiles: { url: string; attribution: string; maxZoom: number };
      geocoderUrl: string | null;
    };

/** The AMap JS API version SPEC §7.7 names (the loader's `version`). */
export const AMAP_VERSION = '1.4.15';

/** Tiananmen: where an empty map opens when MAP_DEFAULT_CENTER is not set ([longitude, latitude]). */
export const DEFAULT_MAP_CENTER: [number, number] = [116.397428, 39.90923];
