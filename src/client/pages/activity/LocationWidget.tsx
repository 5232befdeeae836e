import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FormContext } from '../../resources/form/SchemaForm.tsx';
import { useMapProvider } from './useMapProvider.ts';
import type { Circle, LngLat, MapView, Place } from './map/mapProvider.ts';

const DEFAULT_RADIUS = 500;
const SEARCH_DELAY_MS = 300;
const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * 活动地点 with its map (`@widget location`): the address with suggestions from the configured service, a city switch,
 * 我的位置, and the check-in circle drawn, moved and resized on the map. The circle is the form's 经度, 纬度 and
 * 签到半径 fields, which stay editable beside it; without a map service they are the whole widget (with a notice).
 */
export default function LocationWidget({ id, label, value, onChange, required, disabled, readonly, registry, rawErrors }: WidgetProps) {
  const translate = useTranslate();
  const form = registry.formContext as FormContext;
  const { config, provider, error: loadError } = useMapProvider();
  const lng = num(form.formData.longitude);
  const lat = num(form.formData.latitude);
  const radius = num(form.formData.checkinRadius) ?? DEFAULT_RADIUS;
  const circle: Circle | null = lng !== null && lat !== null ? { lng, lat, radius } : null;
  const locked = Boolean(disabled || readonly);

  const element = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [mapError, setMapError] = useState<string | null>(null);
  const [city, setCity] = useState('');
  const [options, setOptions] = useState<Place[]>([]);
  const [typed, setTyped] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The circle the map last reported or was given, so a form change the map made is not drawn back onto it.
  const latestCircle = useRef(circle);
  latestCircle.current = circle;

  const setCircle = (c: Circle) => form.setFields({ longitude: round6(c.lng), latitude: round6(c.lat), checkinRadius: Math.round(c.radius) });

  // Mount the map once its provider is known.
  useEffect(() => {
    if (!provider || !element.current) return;
    let current = true;
    let mounted: MapView | null = null;
    const centre = latestCircle.current ?? (config ? { lng: config.center[0], lat: config.center[1] } : { lng: 0, lat: 0 });
    provider.mount(element.current, centre, latestCircle.current, { onCircleChange: (c) => setCircle(c) }).then(
      (v) => {
        if (!current) return v.destroy();
        mounted = v;
        setView(v);
      },
      (e: unknown) => current && setMapError(e instanceof Error ? e.message : String(e)),
    );
    provider.currentCity?.().then((name) => current && name && setCity((c) => c || name), () => undefined);
    return () => {
      current = false;
      mounted?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounted once per provider; later values reach it through setCircle below
  }, [provider]);

  // The form's fields drive the circle (typed coordinates or radius).
  useEffect(() => {
    view?.setCircle(circle);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the circle's three numbers
  }, [view, lng, lat, radius]);

  // Suggestions for what the user types, once they pause.
  useEffect(() => {
    if (!provider || typed === null || typed.trim().length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      provider.search(typed.trim(), city.trim(), circle ?? null).then(
        (found) => current && setOptions(found),
        (e: unknown) => current && setNotice(e instanceof Error ? e.message : String(e)),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- searched again only when the text or city changes
  }, [provider, typed, city]);

  // One update of the form for the place and its point: two (rjsf's onChange and setFields) could overwrite each other.
  const choose = (place: Place) => {
    const next = { lng: place.lng, lat: place.lat, radius };
    form.setFields({ address: place.address.slice(0, 200), longitude: round6(next.lng), latitude: round6(next.lat) });
    view?.setCircle(next, true);
  };

  const switchCity = async () => {
    if (!provider || !city.trim()) return;
    const found = await provider.findCity(city.trim()).catch(() => null);
    if (found) view?.panTo(found, 12);
    else setNotice(translate('app.activity.cityNotFound', { city: city.trim() }));
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setNotice(translate('app.activity.noGeolocation'));
    setNotice(null);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const gps: LngLat = { lng: position.coords.longitude, lat: position.coords.latitude };
        const here = provider ? await provider.fromGps(gps) : gps;
        setCircle({ ...here, radius });
        view?.panTo(here, 16);
      },
      (e) => setNotice(translate(e.code === e.PERMISSION_DENIED ? 'app.activity.geolocationDenied' : 'app.activity.geolocationFailed')),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const withoutMap = config?.provider === 'none' || Boolean(loadError || mapError);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Autocomplete<Place, false, false, true>
        id={id}
        freeSolo
        disabled={locked}
        options={options}
        filterOptions={(o) => o}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.address)}
        renderOption={({ key, ...props }, o) => (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2">{o.name}</Typography>
              <Typography variant="caption" color="text.secondary">{o.address}</Typography>
            </Box>
          </li>
        )}
        inputValue={typeof value === 'string' ? value : ''}
        onInputChange={(_e, text, reason) => {
          if (reason === 'input' || reason === 'clear') {
            onChange(text);
            setTyped(text);
          }
        }}
        onChange={(_e, chosen) => chosen && typeof chosen !== 'string' && choose(chosen)}
        renderInput={(params) => (
          <TextField {...params} label={label} required={required} error={Boolean(rawErrors?.length)} placeholder={provider ? translate('app.activity.searchPlaceholder') : undefined} />
        )}
      />
      {withoutMap && (
        <Alert severity="info" data-testid="activity-map-notice">
          {loadError || mapError ? translate('app.activity.mapFailed', { error: loadError ?? mapError }) : translate('app.activity.noMapService')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {provider && !mapError && (
          <>
            <TextField size="small" label={translate('app.activity.city')} value={city} onChange={(e) => setCity(e.target.value)} inputProps={{ 'data-testid': 'activity-city' }} sx={{ width: 160 }}
              onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void switchCity(); } }} />
            <Button size="small" variant="outlined" disabled={locked} onClick={() => void switchCity()}>{translate('app.activity.switchCity')}</Button>
          </>
        )}
        <Button size="small" variant="outlined" startIcon={<MyLocationIcon />} disabled={locked} onClick={locate} data-testid="activity-locate">{translate('app.activity.myLocation')}</Button>
      </Box>
      {notice && <Alert severity="warning" onClose={() => setNotice(null)}>{notice}</Alert>}
      {provider && !mapError && (
        <>
          <Box ref={element} data-testid="activity-map" aria-label={translate('app.activity.mapLabel')} sx={{ height: 320, borderRadius: 1, border: 1, borderColor: 'divider', '& .activity-map-centre, & .activity-map-edge': { borderRadius: '50%', border: '2px solid #1890ff', background: '#fff', cursor: 'move' }, '& .activity-map-edge': { cursor: 'ew-resize' } }} />
          <Typography variant="caption" color="text.secondary">{translate('app.activity.mapHint')}</Typography>
        </>
      )}
    </Box>
  );
}
