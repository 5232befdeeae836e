import type { CardPart } from '../../components/index.ts';
import type { ManifestResource } from '../../api/index.ts';
import { fieldKind, propertyOf, uiHint } from '../fields.ts';

const PARTS: readonly CardPart[] = ['title', 'status', 'fact', 'none'];
/** A card shows the facts that matter, not every column: a phone has room for three lines under the title. */
const MAX_FACTS = 3;

/**
 * Where each column of a generated list goes on a phone's card. A schema may say so per field (`ui:card`: title,
 * status, fact or none); otherwise the first plain text is the title, a status dictionary the chip, and the next
 * three columns (not the id, which a title names better) the facts.
 */
export function cardParts(resource: ManifestResource, columns: readonly string[]): Record<string, CardPart> {
  const parts: Record<string, CardPart> = {};
  for (const field of columns) {
    const hint = uiHint(resource, field, 'ui:card');
    if (PARTS.includes(hint as CardPart)) parts[field] = hint as CardPart;
  }
  const free = (field: string) => !(field in parts);
  const title = columns.find((f) => free(f) && f !== 'id' && fieldKind(propertyOf(resource, f)) === 'text') ?? columns.find((f) => free(f) && f !== 'id');
  if (title && !Object.values(parts).includes('title')) parts[title] = 'title';
  const status = columns.find((f) => free(f) && /status$/i.test(f) && ['dict', 'enum', 'boolean'].includes(fieldKind(propertyOf(resource, f))));
  if (status && !Object.values(parts).includes('status')) parts[status] = 'status';
  let facts = Object.values(parts).filter((p) => p === 'fact').length;
  for (const field of columns) {
    if (!free(field)) continue;
    parts[field] = field !== 'id' && facts < MAX_FACTS ? 'fact' : 'none';
    if (parts[field] === 'fact') facts++;
  }
  // With no other title the id names the card.
  if (!Object.values(parts).includes('title') && columns.includes('id')) parts.id = 'title';
  return parts;
}
