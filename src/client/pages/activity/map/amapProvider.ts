import AMapLoader from '@amap/amap-jsapi-loader';
import type { MapConfig } from '../../../../shared/map/mapConfig.ts';
import type { Circle, LngLat, MapEvents, MapProvider, MapView, Place } from './mapProvider.ts';

type AmapConfig = Extract<MapConfig, { provider: 'amap' }>;
/** The AMap JS API 1.4 has no published types. */
type AMapNamespace = any;

/** The plugins SPEC §7.7 names: circle editor, geolocation, geocoder, autocomplete, place search, city search. */
const PLUGINS = ['AMap.CircleEditor', 'AMap.Geolocation', 'AMap.Geocoder', 'AMap.Autocomplete', 'AMap.PlaceSearch', 'AMap.CitySearch'];

let loading: Promise<AMapNamespace> | null = null;

/** The JS API, loaded once per page by the official loader with the configured key and security code. */
function loadAMap(config: AmapConfig): Promise<AMapNamespace> {
  if (!loading) {
    (window as unknown as { _AMapSecurityConfig: unknown })._AMapSecurityConfig = { securityJsCode: config.amap.securityCode };
    loading = AMapLoader.load({ key: config.amap.key, version: config.amap.version, plugins: PLUGINS });
  }
  return loading;
}

/** AMap's callbacks as promises: (status, result) with status 'complete' on success. */
const call = <T,>(run: (done: (status: string, result: any) => void) => void, pick: (result: any) => T, none: T): Promise<T> =>
  new Promise((resolve) => run((status, result) => resolve(status === 'complete' ? pick(result) : none)));

class AmapView implements MapView {
  private shape: any = null;
  private editor: any = null;
  private radius = 500;

  constructor(private readonly AMap: AMapNamespace, private readonly map: any, private readonly events: MapEvents) {
    map.on('click', (e: any) => this.changed({ lng: e.lnglat.getLng(), lat: e.lnglat.getLat(), radius: this.radius }));
  }

  private changed(circle: Circle): void {
    this.setCircle(circle);
    this.events.onCircleChange(circle);
  }

  setCircle(circle: Circle | null, focus = false): void {
    if (!circle) {
      this.editor?.close();
      if (this.shape) this.map.remove(this.shape);
      this.shape = this.editor = null;
      return;
    }
    this.radius = circle.radius;
    if (!this.shape) {
      this.shape = new this.AMap.Circle({ center: [circle.lng, circle.lat], radius: circle.radius, strokeColor: '#1890ff', strokeWeight: 2, fillColor: '#1890ff', fillOpacity: 0.15 });
      this.map.add(this.shape);
      // The circle editor's handles: the centre moves the circle, the edge point its radius.
      this.editor = new this.AMap.CircleEditor(this.map, this.shape);
      this.editor.on('move', (e: any) => this.events.onCircleChange({ lng: e.lnglat.getLng(), lat: e.lnglat.getLat(), radius: this.radius }));
      this.editor.on('adjust', (e: any) => {
        this.radius = Math.max(1, Math.round(e.radius));
        const c = this.shape.getCenter();
        this.events.onCircleChange({ lng: c.getLng(), lat: c.getLat(), radius: this.radius });
      });
      this.editor.open();
    } else {
      this.shape.setCenter([circle.lng, circle.lat]);
      this.shape.setRadius(circle.radius);
    }
    if (focus) this.map.setFitView([this.shape]);
  }

  panTo(point: LngLat, zoom?: number): void {
    this.map.setZoomAndCenter(zoom ?? this.map.getZoom(), [point.lng, point.lat]);
  }

  destroy(): void {
    this.editor?.close();
    this.map.destroy();
  }
}

/** AMap JS API 1.4.15 (SPEC §7.7), loaded only when MAP_AMAP_KEY is configured. */
export function amapProvider(config: AmapConfig): MapProvider {
  return {
    async mount(element, center, circle, events) {
      const AMap = await loadAMap(config);
      const map = new AMap.Map(element, { center: [center.lng, center.lat], zoom: 13 });
      const view = new AmapView(AMap, map, events);
      if (circle) view.setCircle(circle, true);
      return view;
    },
    async search(text, city, _near): Promise<Place[]> {
      const AMap = await loadAMap(config);
      const autocomplete = new AMap.Autocomplete({ city: city || '全国' });
      return call(
        (done) => autocomplete.search(text, done),
        (result) => (result.tips ?? [])
          .filter((tip: any) => tip.location && tip.location.getLng)
          .map((tip: any) => ({ lng: tip.location.getLng(), lat: tip.location.getLat(), name: tip.name, address: `${tip.district ?? ''}${typeof tip.address === 'string' ? tip.address : ''}` })),
        [] as Place[],
      );
    },
    async findCity(name) {
      const AMap = await loadAMap(config);
      const geocoder = new AMap.Geocoder({ city: name });
      return call((done) => geocoder.getLocation(name, done), (result) => {
        const location = result.geocodes?.[0]?.location;
        return location ? { lng: location.getLng(), lat: location.getLat() } : null;
      }, null);
    },
    async currentCity() {
      const AMap = await loadAMap(config);
      return call((done) => new AMap.CitySearch().getLocalCity(done), (result) => (typeof result.city === 'string' && result.city ? result.city : null), null);
    },
    // The browser answers WGS-84; AMap's maps are in GCJ-02.
    async fromGps(point) {
      const AMap = await loadAMap(config);
      return call((done) => AMap.convertFrom([point.lng, point.lat], 'gps', done), (result) => {
        const p = result.locations?.[0];
        return p ? { lng: p.getLng(), lat: p.getLat() } : point;
      }, point);
    },
  };
}
