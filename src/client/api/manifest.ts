import type { Resource, ResourceSchema } from '../../shared/manifest/types.ts';
import { createStore } from '../lib/index.ts';
import { http } from './http.ts';

/**
 * The resource manifest on the client: what the generated screens and the dataProvider are built from. It is asked
 * from the server once per session (`GET /system/manifest/resources`), so resources added on the server appear
 * without a rebuild; a backend without that endpoint (a real yudao) gets the manifest bundled from `schemas/`.
 */
export type ManifestResource = Omit<Resource, 'table'> & { table?: string };

export interface ManifestState {
  resources: readonly ManifestResource[];
  /** null until loaded. */
  source: 'server' | 'bundle' | null;
}

export const manifestStore = createStore<ManifestState>(() => ({ resources: [], source: null }));

// Lazy: the schemas are their own chunk, fetched only when the server has no manifest endpoint.
const schemaFiles = import.meta.glob<ResourceSchema>('../../../schemas/generated/*.schema.json', { import: 'default' });

/** The manifest of `schemas/` as the server would send it (write-only fields that are never written left out). */
export async function bundledManifest(): Promise<ManifestResource[]> {
  const { default: manifest } = await import('../../../schemas/manifest.json');
  const entries = (manifest as unknown as { resources: Omit<ManifestResource, 'jsonSchema'>[] }).resources;
  return Promise.all(
    entries.map(async (entry) => {
      const load = schemaFiles[`../../../schemas/generated/${entry.schema}.schema.json`];
      const schema = load ? await load() : { type: 'object' as const, properties: {} };
      const properties = Object.fromEntries(Object.entries(schema.properties).filter(([, p]) => !p.writeOnly || p.createOnly));
      return { ...entry, jsonSchema: { ...schema, properties } };
    }),
  );
}

const isManifest = (data: unknown): data is ManifestResource[] =>
  Array.isArray(data) && data.length > 0 && data.every((r) => r && typeof r.name === 'string' && r.jsonSchema && r.endpoints);

let loading: Promise<readonly ManifestResource[]> | null = null;

/**
 * Loads the manifest once; concurrent callers share the request. Never rejects: the bundle is the fallback. `again`
 * asks the server anew behind a manifest already shown (the session snapshot's), changing the store only if it changed.
 */
export function loadManifest({ again = false }: { again?: boolean } = {}): Promise<readonly ManifestResource[]> {
  const { source, resources } = manifestStore.get();
  if (source && !again) return Promise.resolve(resources);
  loading ??= (async () => {
    const fromServer = await http.get<unknown>('/system/manifest/resources', undefined, { silent: true }).catch(() => null);
    const current = manifestStore.get();
    if (again && current.source && (!isManifest(fromServer) || JSON.stringify(fromServer) === JSON.stringify(current.resources))) return current.resources;
    const next = isManifest(fromServer) ? { resources: fromServer, source: 'server' as const } : { resources: await bundledManifest(), source: 'bundle' as const };
    manifestStore.set(next);
    return next.resources;
  })().finally(() => {
    loading = null;
  });
  return loading;
}

export function resetManifest(): void {
  loading = null;
  manifestStore.reset();
}

export function findResource(resources: readonly ManifestResource[], name: string): ManifestResource | undefined {
  return resources.find((r) => r.name === name);
}

/** A resource by name, loading the manifest first; rejects for a name the manifest does not know. */
export async function getResource(name: string): Promise<ManifestResource> {
  const resource = findResource(await loadManifest(), name);
  if (!resource) throw new Error(`资源「${name}」不在清单中`);
  return resource;
}
