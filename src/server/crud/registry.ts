import type { Resource } from '../../shared/manifest/types.ts';
import { validateManifest } from '../../shared/manifest/validateManifest.ts';
import type { ManifestSource } from './manifestSource.ts';

/** The loaded, validated resources, by name. */
export class ResourceRegistry {
  private constructor(private readonly byName: Map<string, Resource>) {}

  static async load(sources: readonly ManifestSource[]): Promise<ResourceRegistry> {
    const entries = [];
    const schemas = {};
    for (const source of sources) {
      const loaded = await source.load();
      entries.push(...loaded.entries);
      Object.assign(schemas, loaded.schemas);
    }
    const resources = validateManifest(entries, schemas);
    return new ResourceRegistry(new Map(resources.map((r) => [r.name, r])));
  }

  get(name: string): Resource {
    const resource = this.byName.get(name);
    if (!resource) throw new Error(`资源 ${name} 未在 schemas/manifest.json 中声明`);
    return resource;
  }

  all(): Resource[] {
    return [...this.byName.values()];
  }
}
