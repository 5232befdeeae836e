import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../../system/permission/permissionService.ts';
import { cleanRichText } from '../../system/notice/richText.ts';
import { ProposalErrors } from './proposalErrors.ts';

export interface FileRef {
  name: string;
  url: string;
}

/** Rich text as notices keep it (one sanitiser for the whole server): formatting stays, nothing that runs. */
export const cleanHtml = (html: string): string => cleanRichText(html);

/** The opinion a task records for a rich-text reply: its text, shortened to what the trail holds. */
export function plainExcerpt(html: string, max = 500): string {
  const text = cleanRichText(html).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return (text || '已答复').slice(0, max);
}

/** Co-signers: enabled deputies of the tenant, never the lead deputy, each once (order kept). */
export async function checkCosigners(scope: TenantScope, deputyId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.includes(deputyId)) throw fail(ProposalErrors.COSIGNER_IS_LEAD);
  if (!unique.length) return unique;
  const found = await scope.selectFrom('systemUsers').select('id')
    .where('id', 'in', unique).where('deleted', '=', false).where('status', '=', 0)
    .where('id', 'in', holdersOfRole(scope, DEPUTY_ROLE)).execute();
  const ok = new Set(found.map((u) => u.id));
  const missing = unique.find((id) => !ok.has(id));
  if (missing !== undefined) throw fail(ProposalErrors.COSIGNER_INVALID, String(missing));
  return unique;
}

/** Attachments and reply files: only files uploaded to our own storage in this tenant (infra_file), by URL. */
export async function checkFiles(scope: TenantScope, files: readonly FileRef[]): Promise<FileRef[]> {
  if (!files.length) return [];
  const urls = [...new Set(files.map((f) => f.url))];
  const stored = await scope.selectFrom('infraFile').select('url').where('url', 'in', urls).where('deleted', '=', false).execute();
  const known = new Set(stored.map((f) => f.url));
  const foreign = files.find((f) => !known.has(f.url));
  if (foreign) throw fail(ProposalErrors.ATTACHMENT_INVALID, foreign.name);
  return files.map((f) => ({ name: f.name, url: f.url }));
}
