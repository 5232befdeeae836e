/** Request schemas the runtime's routes share (the input layer turns failures into code 400 with these titles). */
export const pageProperties = {
  pageNo: { type: 'integer', title: '页码', minimum: 1, default: 1 },
  pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 10 },
} as const;

export const instanceId = { type: 'string', title: '流程实例的编号', minLength: 1, maxLength: 36 } as const;
export const taskId = { type: 'string', title: '任务编号', minLength: 1, maxLength: 36 } as const;
export const definitionId = { type: 'string', title: '流程定义的编号', minLength: 1, maxLength: 100 } as const;
export const reason = { type: 'string', title: '审批意见', minLength: 1, maxLength: 500, errorMessage: { minLength: '审批意见不能为空' } } as const;
export const cancelReason = { type: 'string', title: '取消原因', minLength: 1, maxLength: 500, errorMessage: { minLength: '取消原因不能为空' } } as const;

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}
