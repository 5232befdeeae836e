import { AMAP_VERSION, DEFAULT_MAP_CENTER, type MapConfig } from '../../../../shared/map/mapConfig.ts';

const httpUrl = (name: string, value: string): string => {
  if (!URL.canParse(value.replaceAll(/\{[a-z]\}/g, '0')) || !/^https?:$/.test(new URL(value.replaceAll(/\{[a-z]\}/g, '0')).protocol)) {
    throw new Error(`环境变量 ${name} 必须是 http(s) 地址，当前值为 "${value}"`);
  }
  return value;
};

function centerOf(value: string | undefined): [number, number] {
  if (!value) return DEFAULT_MAP_CENTER;
  const [lng, lat] = value.split(',').map((v) => Number(v.trim()));
  if (!(Math.abs(lng) <= 180 && Math.abs(lat) <= 90)) throw new Error(`环境变量 MAP_DEFAULT_CENTER 必须是"经度,纬度"，当前值为 "${value}"`);
  return [lng, lat];
}

/**
 * The activity map's provider from the environment (README's table): AMap when MAP_AMAP_KEY is set, else Leaflet
 * when MAP_TILE_URL is set (a `{z}/{x}/{y}` template, `{s}` for a, b, c), else none. Checked at start-up, so a
 * mistyped address stops the server rather than a map failing in the browser.
 */
export function mapConfigOf(env: NodeJS.ProcessEnv): MapConfig {
  const center = centerOf(env.MAP_DEFAULT_CENTER);
  if (env.MAP_AMAP_KEY) {
    return { provider: 'amap', center, amap: { key: env.MAP_AMAP_KEY, securityCode: env.MAP_AMAP_SECURITY_CODE ?? '', version: AMAP_VERSION } };
  }
  if (env.MAP_TILE_URL) {
    if (!env.MAP_TILE_URL.includes('{z}')) throw new Error(`环境变量 MAP_TILE_URL 须含 {z}/{x}/{y}，当前值为 "${env.MAP_TILE_URL}"`);
    return {
      provider: 'leaflet',
      center,
      tiles: { url: httpUrl('MAP_TILE_URL', env.MAP_TILE_URL), attribution: env.MAP_TILE_ATTRIBUTION ?? '', maxZoom: 19 },
      geocoderUrl: env.MAP_GEOCODER_URL ? httpUrl('MAP_GEOCODER_URL', env.MAP_GEOCODER_URL).replace(/\/+$/, '') : null,
    };
  }
  return { provider: 'none', center };
}

/** The origins the Content-Security-Policy lets in for the configured map: nothing when there is none. */
export function mapCspOrigins(map: MapConfig): { img: string[]; connect: string[]; script: string[] } {
  if (map.provider === 'amap') {
    // The JS API's script and its JSONP services on *.amap.com, tiles on *.is.autonavi.com.
    const amap = ['https://*.amap.com', 'https://*.autonavi.com'];
    return { img: amap, connect: amap, script: amap };
  }
  if (map.provider === 'leaflet') {
    const tileOrigin = new URL(map.tiles.url.replaceAll(/\{[a-z]\}/g, '0')).origin;
    const img = map.tiles.url.includes('{s}') ? ['a', 'b', 'c'].map((s) => new URL(map.tiles.url.replaceAll('{s}', s).replaceAll(/\{[a-z]\}/g, '0')).origin) : [tileOrigin];
    return { img, connect: map.geocoderUrl ? [new URL(map.geocoderUrl).origin] : [], script: [] };
  }
  return { img: [], connect: [], script: [] };
}
