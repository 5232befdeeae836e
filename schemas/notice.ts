/**
 * A notice or announcement of one tenant (yudao system_notice, 通知公告). Its content is rich text, cleaned on the
 * server before it is stored (modules/system/notice).
 * @title 通知公告
 */
export interface Notice {
  /**
   * @title 公告编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 公告标题
   * @minLength 1
   * @maxLength 50
   * @errorMessage {"maxLength": "公告标题不能超过50个字符"}
   */
  title: string;
  /**
   * @title 公告类型
   * @asType integer
   * @dict system_notice_type
   */
  type: number;
  /**
   * @title 公告内容
   * @maxLength 100000
   * @widget richtext
   */
  content?: string;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   */
  status: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
