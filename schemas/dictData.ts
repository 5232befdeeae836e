/**
 * One value of a dictionary type, with its label and tag colour.
 * @title 字典数据
 */
export interface DictData {
  /**
   * @title 字典编码
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 字典排序
   * @asType integer
   * @minimum 0
   */
  sort: number;
  /**
   * @title 字典标签
   * @minLength 1
   * @maxLength 100
   */
  label: string;
  /**
   * @title 字典键值
   * @minLength 1
   * @maxLength 100
   */
  value: string;
  /**
   * @title 字典类型
   * @minLength 1
   * @maxLength 100
   */
  dictType: string;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @default 0
   */
  status: number;
  /**
   * @title 颜色类型
   * @widget tagType
   */
  colorType?: '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';
  /**
   * @title CSS 样式
   * @maxLength 100
   */
  cssClass?: string;
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
