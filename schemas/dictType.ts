/**
 * A dictionary type; `type` is its key, fixed at creation.
 * @title 字典类型
 */
export interface DictType {
  /**
   * @title 字典编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 字典名称
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * @title 字典类型
   * @minLength 1
   * @maxLength 100
   * @pattern ^[a-z][a-z0-9_]*$
   * @errorMessage {"pattern": "字典类型只能包含小写字母、数字和下划线，且以字母开头"}
   * @createOnly true
   */
  type: string;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @default 0
   */
  status: number;
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
