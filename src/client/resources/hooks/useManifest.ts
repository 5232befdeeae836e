import { useEffect } from 'react';
import { findResource, loadManifest, manifestStore, type ManifestResource } from '../../api/index.ts';
import { normaliseKey } from '../../routes/registry.ts';
import { useStore } from '../../lib/index.ts';

export interface ManifestView {
  resources: readonly ManifestResource[];
  loaded: boolean;
}

/** The manifest, loaded once per session (the navigation guard usually has it already). */
export function useManifest(): ManifestView {
  const resources = useStore(manifestStore, (s) => s.resources);
  const loaded = useStore(manifestStore, (s) => s.source !== null);
  useEffect(() => {
    if (!loaded) void loadManifest();
  }, [loaded]);
  return { resources, loaded };
}

/** One resource by manifest name; undefined while loading or when unknown (see `loaded`). */
export function useResource(name: string): { resource: ManifestResource | undefined; loaded: boolean } {
  const { resources, loaded } = useManifest();
  return { resource: findResource(resources, name), loaded };
}

/** The resource whose generated list a menu component key shows. */
export function useResourceByMenu(key: string | null | undefined): { resource: ManifestResource | undefined; loaded: boolean } {
  const { resources, loaded } = useManifest();
  const k = key ? normaliseKey(key) : '';
  return { resource: k ? resources.find((r) => r.menu && normaliseKey(r.menu) === k) : undefined, loaded };
}
