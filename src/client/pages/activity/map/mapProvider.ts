import type { MapConfig } from '../../../../shared/map/mapConfig.ts';

/** A point as the activity stores it: longitude, latitude (WGS-84 for Leaflet; what AMap answers for AMap). */
export interface LngLat {
  lng: number;
  lat: number;
}

/** The check-in circle: its centre and radius in metres. */
export interface Circle extends LngLat {
  radius: number;
}

/** A place a search suggests. */
export interface Place extends LngLat {
  name: string;
  address: string;
}

/** What the map tells the widget. */
export interface MapEvents {
  /** The circle was drawn, moved or resized on the map. */
  onCircleChange(circle: Circle): void;
}

/** A mounted map: the widget drives it with the form's values. */
export interface MapView {
  /** Draws (or removes, with null) the circle; the map follows it when `focus`. */
  setCircle(circle: Circle | null, focus?: boolean): void;
  /** Moves the view to a point (a chosen city or the user's position). */
  panTo(point: LngLat, zoom?: number): void;
  destroy(): void;
}

/**
 * One map service behind the widget (decision in docs/decisions.md): AMap or Leaflet over a configured tile server.
 * Each is its own module, imported only when its provider is configured, so neither reaches the network otherwise.
 */
export interface MapProvider {
  mount(element: HTMLElement, center: LngLat, circle: Circle | null, events: MapEvents): Promise<MapView>;
  /** Address suggestions for what the user typed (autocomplete and place search), near `near` when given. */
  search(text: string, city: string, near: LngLat | null): Promise<Place[]>;
  /** The centre of a city by its name (the city switch); null when not found. */
  findCity(name: string): Promise<LngLat | null>;
  /** The city the user is in, by their address (AMap's city search); absent where the service has none. */
  currentCity?(): Promise<string | null>;
  /** The browser's position in the map's coordinates (AMap converts WGS-84 to its own). */
  fromGps(point: LngLat): Promise<LngLat>;
}

/** The provider module for a configuration; null without a map service (the widget then works without a map). */
export async function loadProvider(config: MapConfig): Promise<MapProvider | null> {
  if (config.provider === 'leaflet') return (await import('./leafletProvider.ts')).leafletProvider(config);
  if (config.provider === 'amap') return (await import('./amapProvider.ts')).amapProvider(config);
  return null;
}
