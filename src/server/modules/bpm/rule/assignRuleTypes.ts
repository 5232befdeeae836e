export { RULE_TYPE, RULE_TYPES, SCRIPT, SCRIPTS, type AssignRule } from '../../../../shared/bpm/assignRule.ts';

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
