/**
 * A deputies' liaison station (代表联络站, issue 35 point 1): where the people reach their deputies. Its code is the
 * public key of its QR code (unique in the whole platform: the public page finds the tenant from it), the deputies
 * stationed there are chosen with the deputy picker and kept in renda_station_user (migration 0043). docs/stations.md.
 * @title 代表联络站
 */
export interface Station {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 联络站名称
   * @minLength 1
   * @maxLength 50
   */
  name: string;
  /**
   * 二维码中的联络站编码，全平台唯一；不填时自动生成
   * @title 联络站编码
   * @maxLength 16
   * @pattern ^[A-Za-z0-9]*$
   * @errorMessage {"pattern": "联络站编码只能包含字母和数字"}
   */
  code?: string;
  /**
   * @title 所属选区编号
   * @asType integer
   * @minimum 1
   */
  areaId?: number;
  /**
   * @title 所属选区
   * @readOnly
   * @virtual true
   * @lookup {"table": "renda_area", "key": "areaId", "field": "name"}
   */
  areaName?: string;
  /**
   * @title 地址
   * @minLength 1
   * @maxLength 200
   * @widget location
   */
  address: string;
  /**
   * @title 经度
   * @minimum -180
   * @maximum 180
   */
  longitude?: number;
  /**
   * @title 纬度
   * @minimum -90
   * @maximum 90
   */
  latitude?: number;
  /**
   * @title 联系电话
   * @maxLength 20
   * @pattern ^[0-9+\- ]*$
   * @errorMessage {"pattern": "联系电话只能包含数字、空格、+ 和 -"}
   */
  contactPhone?: string;
  /**
   * 例如：工作日 9:00-17:00
   * @title 开放时间
   * @maxLength 100
   */
  openingHours?: string;
  /**
   * 例如：每周三上午；每月15日全天
   * @title 接待日
   * @maxLength 100
   */
  receptionDays?: string;
  /**
   * @title 驻站代表
   * @virtual true
   * @linked true
   * @maxItems 200
   * @uniqueItems true
   * @widget deputies
   */
  deputyIds?: DeputyId[];
  /**
   * @title 驻站代表人数
   * @asType integer
   * @virtual true
   * @readOnly
   */
  deputyCount?: number;
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
   * @widget textarea
   */
  remark?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}

/**
 * @asType integer
 * @minimum 1
 */
type DeputyId = number;
