/**
 * A process category (today's yudao bpm_category, BpmCategoryDO): what models, definitions and 发起流程 group
 * processes by. A model keeps the category's code (the seed's '1' 默认 and '2' OA are the values of yudao 1.6.2's
 * dictionary bpm_model_category, which stays for 1.6.2 clients; decision 91).
 * @title 流程分类
 */
export interface BpmCategory {
  /**
   * @title 分类编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 分类名
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  /**
   * @title 分类标志
   * @minLength 1
   * @maxLength 32
   */
  code: string;
  /**
   * @title 分类描述
   * @maxLength 255
   */
  description?: string;
  /**
   * @title 分类状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   */
  status: number;
  /**
   * @title 分类排序
   * @asType integer
   * @minimum 0
   */
  sort: number;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
