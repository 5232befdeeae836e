import fs from 'node:fs';
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

/** Our JSDoc keywords beyond JSON Schema's own (see src/shared/manifest/types.ts PropertySchema). */
export const EXTRA_TAGS = ['dict', 'errorMessage', 'createOnly', 'column', 'widget', 'virtual', 'lookup', 'linked', 'reference', 'labels'];

export interface GeneratedSchema {
  name: string;
  json: string;
}

/**
 * Each schemas/<name>.ts exports one interface, named like the file in PascalCase. One TypeScript program reads them
 * all (a program per file took most of the time: the compiler starting over 44 times).
 */
export function generateSchemas(schemaDir: string, only?: readonly string[]): GeneratedSchema[] {
  const files = fs.readdirSync(schemaDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .filter((f) => !only || only.includes(f.replace(/\.ts$/, '')))
    .sort();
  if (!files.length) return [];
  const generator = createGenerator({
    path: files.length === 1 ? path.join(schemaDir, files[0]) : path.join(schemaDir, `{${files.join(',')}}`),
    jsDoc: 'extended',
    sortProps: false,
    topRef: false,
    skipTypeCheck: true,
    additionalProperties: false,
    extraTags: EXTRA_TAGS,
  });
  return files.map((file) => {
    const name = file.replace(/\.ts$/, '');
    const type = name[0].toUpperCase() + name.slice(1);
    const schema = inlineRefs(generator.createSchema(type)) as Record<string, unknown>;
    delete schema.definitions;
    return { name, json: `${JSON.stringify(schema, null, 2)}\n` };
  });
}

/**
 * Replaces `$ref`s to local definitions with the definitions themselves: the generated files are self-contained, so
 * the validation messages (which look up titles along the data path) and the forms need no reference resolver.
 */
function inlineRefs(root: any): unknown {
  const definitions: Record<string, unknown> = root.definitions ?? {};
  const walk = (node: any, seen: string[]): any => {
    if (Array.isArray(node)) return node.map((n) => walk(n, seen));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/definitions/')) {
      const name = decodeURIComponent(node.$ref.slice('#/definitions/'.length));
      if (seen.includes(name)) throw new Error(`schema ${name} is recursive; the low-code schemas must not be`);
      const { $ref: _ref, ...rest } = node;
      return { ...walk(definitions[name], [...seen, name]), ...rest };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'definitions' ? v : walk(v, seen)]));
  };
  return walk(root, []);
}
