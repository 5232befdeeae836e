/**
 * 届次: a term of the people's congress (第十四届), its dates, and which one is current (at most one per tenant: the
 * resource's hook clears the previous one in the same write). A deputy's record of duty
 * can be read per term (the items between its dates), migration 0047, docs/duty-record.md "Terms".
 * @title 届次
 */
export interface Term {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * 例如：第十四届
   * @title 届次名称
   * @minLength 1
   * @maxLength 50
   */
  name: string;
  /**
   * @title 开始日期
   * @format timestamp
   */
  startDate: number;
  /**
   * @title 结束日期
   * @format timestamp
   */
  endDate: number;
  /**
   * 设为当前届次后，其他届次自动取消“当前”
   * @title 当前届次
   * @default false
   */
  isCurrent?: boolean;
  /**
   * @title 备注
   * @maxLength 500
   * @widget textarea
   */
  remark?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
