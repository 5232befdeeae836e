/**
 * A deputy's proposal (议案) or suggestion (建议), issue #17. The manifest serves only the staff list and its Excel
 * export from this declaration; everything that writes a proposal is a command of modules/renda/proposal, which also
 * drives its `renda_proposal` instance (docs/proposals.md). Drafts never appear in the staff list.
 * @title 建议议案
 */
export interface Proposal {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 标题
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title 类型
   * @dict renda_proposal_type
   * @maxLength 2
   */
  type: '1' | '2';
  /**
   * @title 类别
   * @dict renda_proposal_category
   * @maxLength 4
   */
  category?: string;
  /**
   * @title 领衔代表
   * @asType integer
   * @readOnly
   */
  deputyId?: number;
  /**
   * @title 领衔代表
   * @virtual true
   * @readOnly
   * @lookup {"table": "system_users", "key": "deputyId", "field": "nickname"}
   */
  deputyName?: string;
  /**
   * @title 届次会议
   * @maxLength 100
   */
  session?: string;
  /**
   * @title 年度
   * @asType integer
   * @minimum 1900
   * @maximum 9999
   */
  year?: number;
  /**
   * @title 编号（第N号）
   * @asType integer
   * @readOnly
   */
  serialNo?: number;
  /**
   * @title 状态
   * @asType integer
   * @dict renda_proposal_status
   * @readOnly
   */
  status?: number;
  /**
   * @title 转为建议
   * @readOnly
   */
  converted?: boolean;
  /**
   * @title 主办单位
   * @asType integer
   * @readOnly
   */
  deptId?: number;
  /**
   * @title 主办单位
   * @virtual true
   * @readOnly
   * @lookup {"table": "system_dept", "key": "deptId", "field": "name"}
   */
  deptName?: string;
  /**
   * @title 办理结果
   * @dict renda_proposal_result
   * @maxLength 2
   * @readOnly
   */
  result?: string;
  /**
   * @title 满意度
   * @dict renda_satisfaction_status
   * @maxLength 2
   * @readOnly
   */
  satisfaction?: string;
  /**
   * @title 办理期限
   * @format timestamp
   * @readOnly
   */
  deadline?: number;
  /**
   * @title 逾期
   * @readOnly
   */
  overdue?: boolean;
  /**
   * @title 提交时间
   * @format timestamp
   * @readOnly
   */
  submitTime?: number;
  /**
   * @title 办结时间
   * @format timestamp
   * @readOnly
   */
  closeTime?: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
