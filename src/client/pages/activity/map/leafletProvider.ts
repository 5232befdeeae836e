import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapConfig } from '../../../../shared/map/mapConfig.ts';
import type { Circle, LngLat, MapEvents, MapProvider, MapView, Place } from './mapProvider.ts';

type LeafletConfig = Extract<MapConfig, { provider: 'leaflet' }>;

interface NominatimPlace {
  lat: string;
  lon: string;
  name?: string;
  display_name: string;
}

/** A round handle (a div icon: no marker images to fetch). */
const handle = (className: string) => L.divIcon({ className, iconSize: [14, 14], iconAnchor: [7, 7] });

/** The point on the circle's east edge, where its radius handle sits. */
function eastEdge(map: L.Map, circle: Circle): L.LatLng {
  const centre = L.latLng(circle.lat, circle.lng);
  const metresPerDegree = map.distance(centre, L.latLng(circle.lat, circle.lng + 1));
  return L.latLng(circle.lat, circle.lng + circle.radius / metresPerDegree);
}

/**
 * The circle editor on Leaflet: a click on the map draws the circle there (or moves it), its centre handle drags the
 * circle, its edge handle drags the radius.
 */
class LeafletView implements MapView {
  private layer: { circle: L.Circle; centre: L.Marker; edge: L.Marker } | null = null;
  private radius = 500;

  constructor(private readonly map: L.Map, private readonly events: MapEvents) {
    map.on('click', (e: L.LeafletMouseEvent) => this.changed({ lng: e.latlng.lng, lat: e.latlng.lat, radius: this.radius }));
  }

  private changed(circle: Circle): void {
    this.setCircle(circle);
    this.events.onCircleChange(circle);
  }

  setCircle(circle: Circle | null, focus = false): void {
    if (!circle) {
      this.layer?.circle.remove();
      this.layer?.centre.remove();
      this.layer?.edge.remove();
      this.layer = null;
      return;
    }
    this.radius = circle.radius;
    const centre = L.latLng(circle.lat, circle.lng);
    if (!this.layer) {
      const shape = L.circle(centre, { radius: circle.radius, color: '#1890ff', weight: 2, fillOpacity: 0.15 }).addTo(this.map);
      const centreHandle = L.marker(centre, { draggable: true, icon: handle('activity-map-centre'), title: '拖动移动签到范围' }).addTo(this.map);
      const edgeHandle = L.marker(eastEdge(this.map, circle), { draggable: true, icon: handle('activity-map-edge'), title: '拖动调整签到半径' }).addTo(this.map);
      centreHandle.on('drag', () => {
        const p = centreHandle.getLatLng();
        shape.setLatLng(p);
        edgeHandle.setLatLng(eastEdge(this.map, { lng: p.lng, lat: p.lat, radius: this.radius }));
      });
      centreHandle.on('dragend', () => this.changed({ ...latLng(centreHandle.getLatLng()), radius: this.radius }));
      edgeHandle.on('drag', () => shape.setRadius(Math.max(1, Math.round(this.map.distance(shape.getLatLng(), edgeHandle.getLatLng())))));
      edgeHandle.on('dragend', () => this.changed({ ...latLng(shape.getLatLng()), radius: Math.round(shape.getRadius()) }));
      this.layer = { circle: shape, centre: centreHandle, edge: edgeHandle };
    } else {
      this.layer.circle.setLatLng(centre).setRadius(circle.radius);
      this.layer.centre.setLatLng(centre);
      this.layer.edge.setLatLng(eastEdge(this.map, circle));
    }
    if (focus) this.map.fitBounds(this.layer.circle.getBounds(), { maxZoom: 17, padding: [24, 24] });
  }

  panTo(point: LngLat, zoom?: number): void {
    this.map.setView([point.lat, point.lng], zoom ?? this.map.getZoom());
  }

  destroy(): void {
    this.map.remove();
  }
}

const latLng = (p: L.LatLng): LngLat => ({ lng: p.lng, lat: p.lat });

/** Leaflet over the deployment's tile server, with a Nominatim-compatible geocoder when one is configured. */
export function leafletProvider(config: LeafletConfig): MapProvider {
  const geocode = async (params: Record<string, string>): Promise<NominatimPlace[]> => {
    if (!config.geocoderUrl) return [];
    const answer = await fetch(`${config.geocoderUrl}/search?${new URLSearchParams({ format: 'jsonv2', limit: '8', 'accept-language': 'zh-CN', ...params })}`);
    if (!answer.ok) throw new Error(`地址服务出错（${answer.status}）`);
    return (await answer.json()) as NominatimPlace[];
  };
  return {
    async mount(element, center, circle, events) {
      const map = L.map(element, { attributionControl: true }).setView([center.lat, center.lng], 13);
      L.tileLayer(config.tiles.url, { attribution: config.tiles.attribution, maxZoom: config.tiles.maxZoom }).addTo(map);
      const view = new LeafletView(map, events);
      if (circle) view.setCircle(circle, true);
      return view;
    },
    async search(text, city, near): Promise<Place[]> {
      const q = city ? `${text}, ${city}` : text;
      // Near the map's centre first (a box of about ±0.5°), without excluding places outside it.
      const viewbox: Record<string, string> = near ? { viewbox: [near.lng - 0.5, near.lat + 0.5, near.lng + 0.5, near.lat - 0.5].join(',') } : {};
      return (await geocode({ q, ...viewbox })).map((p) => ({ lng: Number(p.lon), lat: Number(p.lat), name: p.name || p.display_name.split(',')[0], address: p.display_name }));
    },
    async findCity(name) {
      const [place] = await geocode({ city: name, limit: '1' });
      return place ? { lng: Number(place.lon), lat: Number(place.lat) } : null;
    },
    async fromGps(point) {
      return point;
    },
  };
}

