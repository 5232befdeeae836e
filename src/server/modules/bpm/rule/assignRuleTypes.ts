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

/** yudao v1.6.2's assign-rule codes (API-CONTRACT §5.5, §5.13). */
export const AssignRuleErrors = {
  EXISTS: { code: 1009006000, msg: '流程({}) 的任务({}) 已经存在分配规则' },
  NOT_EXISTS: { code: 1009006001, msg: '流程任务分配规则不存在' },
  UPDATE_NOT_MODEL: { code: 1009006002, msg: '只有流程模型的任务分配规则，才允许被修改' },
  SCRIPT_NOT_EXISTS: { code: 1009006004, msg: '操作失败，原因：任务分配脚本({}) 不存在' },
  DEPLOY_TASK_WITHOUT_RULE: { code: 1009002004, msg: '部署流程失败，原因：用户任务({})未配置分配规则，请点击【修改流程】按钮进行配置' },
  USER_GROUP_NOT_EXISTS: { code: 1009011000, msg: '用户组不存在' },
  USER_GROUP_DISABLED: { code: 1009011001, msg: '名字为【{}】的用户组已被禁用' },
} as const;
