/**
 * The yudao `CommonResult<T>` envelope. Business errors travel with HTTP 200 and the error code in the body
 * (401 and 403 included) because the yudao front end's refresh-token queue relies on it.
 */
export interface CommonResult<T = unknown> {
  code: number;
  data: T | null;
  msg: string;
}

export interface PageResult<T> {
  list: T[];
  total: number;
  /**
   * Ours, not yudao's: the total of a text search stopped counting at `total` and there are more rows (decision 100);
   * our client shows "10000+". Absent when the total is exact.
   */
  totalCapped?: true;
}

export interface PageParam {
  pageNo: number;
  pageSize: number;
}

/** Our server answers 0; the yudao UI also treats 200 and a missing code (binary bodies) as success. */
export const SUCCESS_CODE = 0;

export function isSuccessCode(code: unknown): boolean {
  return code === undefined || code === null || code === 0 || code === 200;
}
