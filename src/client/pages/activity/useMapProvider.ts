import { useEffect, useState } from 'react';
import { http } from '../../api/index.ts';
import type { MapConfig } from '../../../shared/map/mapConfig.ts';
import { loadProvider, type MapProvider } from './map/mapProvider.ts';

let configOnce: Promise<MapConfig> | null = null;

/** The map configuration (asked once per page load) and its provider's module, loaded only when one is configured. */
export function useMapProvider(): { config: MapConfig | null; provider: MapProvider | null; error: string | null } {
  const [state, setState] = useState<{ config: MapConfig | null; provider: MapProvider | null; error: string | null }>({ config: null, provider: null, error: null });
  useEffect(() => {
    let current = true;
    configOnce ??= http.get<MapConfig>('/renda/activity/map-config');
    configOnce
      .then(async (config) => {
        if (current) setState({ config, provider: null, error: null });
        const provider = await loadProvider(config);
        if (current) setState({ config, provider, error: null });
      })
      .catch((e: unknown) => {
        configOnce = null;
        if (current) setState((s) => ({ ...s, error: e instanceof Error ? e.message : String(e) }));
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
