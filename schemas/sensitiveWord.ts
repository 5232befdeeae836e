/**
 * A sensitive word (yudao system_sensitive_word) and the tags it is checked under; `validate-text` finds the enabled
 * words in a text (modules/system/sensitiveWord). Shared by all tenants.
 * @title 敏感词
 */
export interface SensitiveWord {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 敏感词
   * @minLength 1
   * @maxLength 255
   */
  name: string;
  /**
   * @title 标签
   * @minItems 1
   * @maxItems 20
   */
  tags: SensitiveWordTag[];
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   */
  status: number;
  /**
   * @title 描述
   * @maxLength 512
   * @widget textarea
   */
  description?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}

/**
 * @title 标签
 * @minLength 1
 * @maxLength 50
 * @pattern ^[^,]+$
 * @errorMessage {"pattern": "标签不能包含逗号"}
 */
type SensitiveWordTag = string;
