/**
 * Task assign rules as the server keeps them and the client edits them (API-CONTRACT §5.5): one place for the
 * wire shape and the type codes.
 */

/** BpmTaskAssignRuleRespVO: one per user task of the diagram; `id` null for a task that has no rule yet. */
export interface AssignRule {
  id: number | null;
  modelId: number | null;
  processDefinitionId: string | null;
  taskDefinitionKey: string;
  taskDefinitionName: string;
  type: number | null;
  options: number[];
}

/** Rule types (dict bpm_task_assign_rule_type): what a rule's `options` are ids of. */
export const RULE_TYPE = {
  ROLE: 10,
  DEPT_MEMBER: 20,
  DEPT_LEADER: 21,
  POST: 22,
  USER: 30,
  USER_GROUP: 40,
  SCRIPT: 50,
} as const;
export const RULE_TYPES: readonly number[] = Object.values(RULE_TYPE);

/** Assign scripts (dict bpm_task_assign_script), v1.6.2's three. Ours are code, not Groovy: nothing is evaluated. */
export const SCRIPT = { STARTER: 10, STARTER_LEADER: 20, STARTER_LEADER_2: 21 } as const;
export const SCRIPTS: readonly number[] = Object.values(SCRIPT);
