/**
 * A post of one tenant (yudao system_post: 主任, 秘书长, 科员 …). A user holds any number of posts.
 * @title 岗位
 */
export interface Post {
  /**
   * @title 岗位编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 岗位编码
   * @minLength 1
   * @maxLength 64
   * @errorMessage {"maxLength": "岗位编码长度不能超过64个字符"}
   */
  code: string;
  /**
   * @title 岗位名称
   * @minLength 1
   * @maxLength 50
   * @errorMessage {"maxLength": "岗位名称长度不能超过50个字符"}
   */
  name: string;
  /**
   * @title 显示顺序
   * @asType integer
   * @minimum 0
   */
  sort: number;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   */
  status?: number;
  /**
   * @title 备注
   * @maxLength 500
   */
  remark?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
