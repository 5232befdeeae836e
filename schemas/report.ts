/**
 * A deputy's annual duty report (年度履职报告), issue 19: the year's Word document, uploaded through
 * `/infra/file/upload`, submitted and reviewed by the liaison staff. The manifest serves only the staff list and its
 * Excel export from this declaration; every write is a command of modules/renda/report (docs/reports.md). Drafts never
 * appear in the staff list.
 * @title 年度履职报告
 */
export interface Report {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 年度
   * @dict renda_annual_type
   * @maxLength 8
   */
  year: string;
  /**
   * @title 报告类型
   * @dict renda_report_duties_type
   * @maxLength 2
   */
  dutiesType: string;
  /**
   * @title 标题
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title 代表
   * @asType integer
   * @readOnly
   */
  deputyId?: number;
  /**
   * @title 代表
   * @virtual true
   * @readOnly
   * @lookup {"table": "system_users", "key": "deputyId", "field": "nickname"}
   */
  deputyName?: string;
  // The deputy's delegation (代表团: his department, 城东区代表团 …) when the report was made: the staff file and filter
  // reports by it.
  /**
   * @title 代表团
   * @asType integer
   * @readOnly
   * @reference {"resource": "dept", "as": "delegationName"}
   */
  delegationId?: number;
  /**
   * @title 代表团类型
   * @dict renda_delegation_type
   * @maxLength 2
   * @readOnly
   */
  delegationType?: string;
  /**
   * @title 报告文件
   * @maxLength 256
   * @readOnly
   */
  fileName?: string;
  /**
   * @title 文件地址
   * @maxLength 1000
   * @readOnly
   */
  fileUrl?: string;
  /**
   * @title 文件大小
   * @asType integer
   * @readOnly
   */
  fileSize?: number;
  /**
   * @title 状态
   * @asType integer
   * @dict renda_report_status
   * @readOnly
   */
  status?: number;
  /**
   * @title 审核意见
   * @maxLength 500
   * @readOnly
   */
  opinion?: string;
  /**
   * @title 提交时间
   * @format timestamp
   * @readOnly
   */
  submitTime?: number;
  /**
   * @title 审核时间
   * @format timestamp
   * @readOnly
   */
  reviewTime?: number;
  /**
   * @title 审核人
   * @asType integer
   * @readOnly
   */
  reviewerId?: number;
  /**
   * @title 审核人
   * @virtual true
   * @readOnly
   * @lookup {"table": "system_users", "key": "reviewerId", "field": "nickname"}
   */
  reviewerName?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
