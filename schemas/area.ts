/**
 * An electoral area (选区) of one tenant: the districts deputies are elected from, a tree by `parentId` (0 is the
 * root: a county or district, then its 选区). Deputies are assigned to one area by their own `areaId` (schemas/user.ts).
 * @title 选区
 */
export interface Area {
  /**
   * @title 选区编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 选区名称
   * @minLength 1
   * @maxLength 50
   */
  name: string;
  /**
   * @title 上级选区
   * @asType integer
   * @minimum 0
   * @default 0
   */
  parentId?: number;
  /**
   * @title 选区代码
   * @maxLength 32
   * @pattern ^[A-Za-z0-9-]*$
   * @errorMessage {"pattern": "选区代码只能包含字母、数字和连字符"}
   */
  code?: string;
  /**
   * @title 选区来源
   * @dict renda_area_source
   * @maxLength 10
   */
  areaSource?: string;
  /**
   * @title 应选代表名额
   * @asType integer
   * @minimum 0
   * @maximum 1000
   */
  quota?: number;
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
   * @title 代表人数
   * @asType integer
   * @readOnly
   * @virtual true
   */
  deputyCount?: number;
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
