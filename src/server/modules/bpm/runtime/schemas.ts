import { parseQueryDate } from '../../../crud/queryDates.ts';

/** Request schemas the runtime's routes share (the input layer turns failures into code 400 with these titles). */
export const pageProperties = {
  pageNo: { type: 'integer', title: '页码', minimum: 1, default: 1 },
  pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 10 },
} as const;

export const instanceId = { type: 'string', title: '流程实例的编号', minLength: 1, maxLength: 36 } as const;
export const taskId = { type: 'string', title: '任务编号', minLength: 1, maxLength: 36 } as const;
export const definitionId = { type: 'string', title: '流程定义的编号', minLength: 1, maxLength: 100 } as const;
export const reason = { type: 'string', title: '审批意见', minLength: 1, maxLength: 500, errorMessage: { minLength: '审批意见不能为空' } } as const;
/** The reason an approval operation asks for (转派原因, 委派原因, 退回理由), required as yudao's @NotEmpty. */
export const operationReason = (title: string) => ({ type: 'string', title, minLength: 1, maxLength: 500, errorMessage: { minLength: `${title}不能为空` } }) as const;
export const cancelReason = { type: 'string', title: '取消原因', minLength: 1, maxLength: 500, errorMessage: { minLength: '取消原因不能为空' } } as const;

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

const DATE_TEXT = { type: 'string', maxLength: 30, format: 'query-date', errorMessage: { format: '时间格式应为 yyyy-MM-dd HH:mm:ss' } } as const;

/** The creation-time range of the instance and task lists, in both yudao styles (`createTime[0]` and `beginCreateTime`). */
export const createTimeProperties = {
  'createTime[0]': { ...DATE_TEXT, title: '创建时间开始' },
  'createTime[1]': { ...DATE_TEXT, title: '创建时间结束' },
  beginCreateTime: { ...DATE_TEXT, title: '创建时间开始' },
  endCreateTime: { ...DATE_TEXT, title: '创建时间结束' },
} as const;

export interface CreateTimeQuery {
  'createTime[0]'?: string;
  'createTime[1]'?: string;
  beginCreateTime?: string;
  endCreateTime?: string;
}

/** The range's bounds as dates (a day alone widens to the whole day); undefined where not given. */
export function createTimeRange(query: CreateTimeQuery): { from?: Date; to?: Date } {
  const from = query['createTime[0]'] || query.beginCreateTime;
  const to = query['createTime[1]'] || query.endCreateTime;
  return { from: from ? parseQueryDate(from, 'start') : undefined, to: to ? parseQueryDate(to, 'end') : undefined };
}
