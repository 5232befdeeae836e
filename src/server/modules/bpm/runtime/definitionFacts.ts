import type { TenantScope } from '../../../db/tenantScope.ts';
import type { AssignRule } from '../rule/resolveCandidates.ts';

/**
 * What a command needs of a deployed definition. All of it is fixed at deploy: the diagram, the form snapshot, the
 * assign rules' read-only copy (a new deploy writes a new id). Its suspension state is not: that is read by the start.
 */
export interface DefinitionFacts {
  id: string;
  processKey: string;
  name: string;
  category: string | null;
  bpmnXml: string;
  enginePrefix: string;
  formConf: string | null;
  formFields: string[] | null;
  /** The definition's assign rule per user task id. */
  rules: Map<string, AssignRule>;
  /** False when the diagram has no timer at all: its instances never have jobs, so no job statement is needed. */
  mayHaveTimers: boolean;
}

/**
 * Per server, by tenant and id (bounded, oldest dropped first): reading the definition and its rules was two of the
 * round trips of every command (docs/bpm-runtime.md, benchmark). Only what a read found is kept, so a definition of a
 * transaction that rolls back is merely an unused entry (its id, with a random part, is never written again).
 */
const facts = new Map<string, DefinitionFacts>();
const CACHE_SIZE = 500;

export async function definitionFacts(txScope: TenantScope, id: string): Promise<DefinitionFacts | undefined> {
  const key = `${txScope.tenantId}:${id}`;
  const cached = facts.get(key);
  if (cached) return cached;
  const row = await txScope.selectFrom('bpmProcessDefinition')
    .select(['id', 'processKey', 'name', 'category', 'bpmnXml', 'enginePrefix', 'formConf', 'formFields'])
    .where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const rules = await txScope.selectFrom('bpmTaskAssignRule').select(['taskDefinitionKey', 'type', 'options'])
    .where('processDefinitionId', '=', id).execute();
  const found: DefinitionFacts = {
    ...row,
    rules: new Map(rules.map((r) => [r.taskDefinitionKey, { type: r.type, options: r.options }])),
    mayHaveTimers: /timerEventDefinition/i.test(row.bpmnXml),
  };
  if (facts.size >= CACHE_SIZE) facts.delete(facts.keys().next().value as string);
  facts.set(key, found);
  return found;
}
