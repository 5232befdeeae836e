import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enResources } from '../../../src/shared/i18n/enResources.ts';

/** Every field of every resource in the manifest has an English title (the schema's title is the Chinese one). */
describe('English titles of the generated screens', () => {
  const manifest = JSON.parse(readFileSync('schemas/manifest.json', 'utf8')) as { resources: { name: string; schema: string }[] };

  it.each(manifest.resources.map((r) => [r.name, r.schema] as const))('%s: every field has an English title', (name, schema) => {
    const json = JSON.parse(readFileSync(`schemas/generated/${schema}.schema.json`, 'utf8')) as { properties: Record<string, unknown> };
    const english = (enResources as Record<string, { name: string; fields: Record<string, string> }>)[name];
    expect(english?.name).toMatch(/^[^\p{Script=Han}]+$/u);
    const missing = Object.keys(json.properties).filter((f) => !english?.fields[f] || /\p{Script=Han}/u.test(english.fields[f]));
    expect(missing).toEqual([]);
  });
});
