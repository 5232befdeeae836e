import { sql, type RawBuilder } from 'kysely';
import type { TenantScope } from '../../../db/tenantScope.ts';

/**
 * What the inbox (todo / done pages, docs/inbox.md) says of a business process's tasks beyond the runtime's own
 * columns: its kind (the kind filter), its steps in the business's words, an open task's deadline, and what a decided
 * task decided. A business module registers it for its process key when it loads, as it registers its result
 * listener (businessResults.ts); a process nobody registers — one an administrator designed — is of kind `process`,
 * its steps called by their task names and its decisions by their result (通过 / 不通过).
 */

/** The kinds the todo / done pages filter by: the business processes, and every designed process as one. */
export const INBOX_KINDS = ['proposal', 'leave', 'process'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** A decided task as its business module is asked what it decided. */
export interface DecidedTask {
  id: string;
  definitionKey: string;
  processInstanceId: string;
  businessKey: string | null;
  createTime: Date;
}

export interface InboxBusiness {
  kind: Exclude<InboxKind, 'process'>;
  /** The step in the business's words by the task's definition key (审核, 交办, 答复, 评价); else the task's name. */
  steps?: Record<string, string>;
  /**
   * An open task's deadline, as SQL over the page's statement: `bpm_task` (the task) and `i` (its instance) are in
   * scope. It is part of the statement so the page sorts and filters (overdue) by it in the database.
   */
  deadline?: RawBuilder<Date | null>;
  /** What decided tasks decided, by task id, where the result alone would not say it (满意 / 不满意, 退回修改). */
  outcomes?: (scope: TenantScope, tasks: DecidedTask[]) => Promise<Map<string, string>>;
}

const businesses = new Map<string, InboxBusiness>();

export function registerInboxBusiness(processKey: string, business: InboxBusiness): void {
  businesses.set(processKey, business);
}

export const inboxBusiness = (processKey: string): InboxBusiness | undefined => businesses.get(processKey);

/** The process keys of a kind (`process`: none registered; the page's filter excludes the others). */
export function processKeysOf(kind: InboxKind): string[] {
  return [...businesses].filter(([, b]) => b.kind === kind).map(([key]) => key);
}

export const registeredProcessKeys = (): string[] => [...businesses.keys()];

/** An open task's deadline over the page's statement (`d` the definition): each business's expression by its key. */
export function deadlineSql(): RawBuilder<Date | null> {
  const cases = [...businesses].filter(([, b]) => b.deadline).map(([key, b]) => sql`when ${key} then ${b.deadline}`);
  return cases.length ? sql<Date | null>`(case d.process_key ${sql.join(cases, sql` `)} end)` : sql<Date | null>`null::timestamptz`;
}

/**
 * The business row's id from an instance's businessKey (numeric text), as SQL that never fails on other text: the
 * cast is reached only for digits, so a designed process's key never breaks a page.
 */
export const businessIdSql = sql<number | null>`(case when i.business_key ~ '^[0-9]{1,18}$' then i.business_key::bigint end)`;
