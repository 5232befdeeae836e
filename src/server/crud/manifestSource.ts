import fs from 'node:fs';
import path from 'node:path';
import type { ResourceManifest, ResourceSchema } from '../../shared/manifest/types.ts';

/**
 * Where manifest entries come from. The file source reads schemas/; a database source (the generator page of a
 * later issue) will return entries an administrator added at run time. The registry merges all sources and
 * validates the result as one manifest, so a run-time entry is held to the same rules as a file one.
 */
export interface ManifestSource {
  readonly name: string;
  load(): Promise<{ entries: ResourceManifest[]; schemas: Record<string, ResourceSchema> }>;
}

export function fileManifestSource(schemaDir: string): ManifestSource {
  return {
    name: `file:${schemaDir}`,
    async load() {
      const manifestFile = path.join(schemaDir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { resources: ResourceManifest[] };
      const generated = path.join(schemaDir, 'generated');
      const schemas: Record<string, ResourceSchema> = {};
      for (const file of fs.existsSync(generated) ? fs.readdirSync(generated) : []) {
        if (file.endsWith('.schema.json')) {
          schemas[file.replace(/\.schema\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(generated, file), 'utf8'));
        }
      }
      return { entries: manifest.resources, schemas };
    },
  };
}
