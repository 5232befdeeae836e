import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';
import { columnOf, type Resource } from '../../../src/shared/manifest/types.ts';
import { cleanRichText } from '../../../src/server/modules/system/notice/richText.ts';
import { parsedValue } from './rawJson.ts';

/**
 * After a generic create was accepted: the text field the case made odd (NUL, surrogates, RTL, emoji, markup) must
 * read back as it was sent, or the server took it and stored something else. Rich text reads back as the server's
 * cleaner leaves it (scripts and event handlers gone: a notice's content). Returns what differs, if anything.
 */
export async function storedDifference(db: Db, resource: Resource, id: unknown, field: { name: string; value: unknown }): Promise<string | undefined> {
  const sent = parsedValue(field.value);
  const schema = resource.jsonSchema.properties[field.name];
  if (typeof sent !== 'string' || schema?.type !== 'string' || schema.writeOnly || typeof id !== 'number') return undefined;
  const rows = await sql.raw<{ v: unknown }>(`select "${columnOf(field.name, schema)}" as v from "${resource.table}" where id = ${Number(id)}`).execute(db);
  const stored = rows.rows[0]?.v;
  if (stored === (schema.widget === 'richtext' ? cleanRichText(sent) : sent)) return undefined;
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 60);
  return `sent ${show(sent)} (${sent.length} chars), stored ${show(stored)} (${String(stored ?? '').length} chars)`;
}
