import type { TenantScope } from '../../../db/tenantScope.ts';

/**
 * An instance's name is its business title (建议：关于增设公交站点的建议, 请假：王联络 3 天; decision 79): what the
 * todo list, the messages and the process pages show, so that 41 open 审核 tasks are 41 different things.
 */

/** The column's length (0032_inbox.ts): a longer business title is cut with an ellipsis, never refused. */
const NAME_MAX = 255;

/** The business's title, trimmed to the column, or the definition's name when the start gives none. */
export function instanceTitle(title: string | undefined, definitionName: string): string {
  const text = title?.replace(/\s+/g, ' ').trim();
  if (!text) return definitionName;
  return text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text;
}

/** The business item changed what it is called (a returned proposal's new title, a 议案 made a 建议): so does its instance. */
export async function retitleInstance(txScope: TenantScope, instanceId: string, title: string): Promise<void> {
  const name = instanceTitle(title, '');
  if (name) await txScope.updateTable('bpmProcessInstance').set({ name }).where('id', '=', instanceId).execute();
}
