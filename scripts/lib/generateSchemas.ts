import fs from 'node:fs';
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

/** Our JSDoc keywords beyond JSON Schema's own (see src/shared/manifest/types.ts PropertySchema). */
export const EXTRA_TAGS = ['dict', 'errorMessage', 'createOnly', 'column', 'widget'];

export interface GeneratedSchema {
  name: string;
  json: string;
}

/** Each schemas/<name>.ts exports one interface, named like the file in PascalCase. */
export function generateSchemas(schemaDir: string): GeneratedSchema[] {
  return fs.readdirSync(schemaDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      const name = file.replace(/\.ts$/, '');
      const type = name[0].toUpperCase() + name.slice(1);
      const generator = createGenerator({
        path: path.join(schemaDir, file),
        type,
        jsDoc: 'extended',
        sortProps: false,
        topRef: false,
        skipTypeCheck: true,
        additionalProperties: false,
        extraTags: EXTRA_TAGS,
      });
      const schema = generator.createSchema(type) as Record<string, unknown>;
      delete schema.definitions;
      return { name, json: `${JSON.stringify(schema, null, 2)}\n` };
    });
}
