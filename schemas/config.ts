/**
 * A system parameter (yudao infra_config). `key` is fixed at creation; built-in (type 1) rows cannot be deleted.
 * @title 参数配置
 */
export interface Config {
  /**
   * @title 参数编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 参数分类
   * @minLength 1
   * @maxLength 50
   */
  category: string;
  /**
   * @title 参数名称
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * @title 参数键名
   * @minLength 1
   * @maxLength 100
   * @pattern ^[A-Za-z0-9._-]+$
   * @errorMessage {"pattern": "参数键名只能包含字母、数字、点、下划线和中划线"}
   * @createOnly true
   * @column config_key
   */
  key: string;
  /**
   * @title 参数键值
   * @maxLength 500
   */
  value: string;
  /**
   * @title 参数类型
   * @asType integer
   * @dict infra_config_type
   * @readOnly
   */
  type?: number;
  /**
   * @title 是否可见
   */
  visible: boolean;
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
