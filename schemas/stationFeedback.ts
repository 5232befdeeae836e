/**
 * What a citizen tells a liaison station (代表联络站, issue 35): submitted without sign-in from the station's public page
 * (a tracking number answers it), then assigned (分派) to deputies of the station or a handling unit, replied to (答复)
 * and finished (办结) — each step in renda_station_feedback_log — and possibly carried into a deputy's draft proposal.
 * Every write is a command of modules/renda/stationFeedback; the manifest serves the detail and the Excel export.
 * docs/stations.md.
 * @title 联络站反馈
 */
export interface StationFeedback {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 查询码
   * @maxLength 32
   * @readOnly
   */
  trackingNo?: string;
  /**
   * @title 联络站
   * @asType integer
   * @minimum 1
   * @reference {"resource": "station", "as": "stationName"}
   */
  stationId: number;
  /**
   * @title 反馈类型
   * @dict renda_station_feedback_type
   * @maxLength 4
   */
  feedbackType: string;
  /**
   * @title 反馈内容
   * @minLength 1
   * @maxLength 2000
   * @widget textarea
   */
  content: string;
  /**
   * @title 姓名
   * @maxLength 30
   */
  name?: string;
  /**
   * @title 手机号码
   * @format mobile
   * @maxLength 11
   * @errorMessage {"format": "手机号格式不正确", "maxLength": "手机号格式不正确"}
   */
  mobile?: string;
  /**
   * @title 匿名
   */
  anonymous?: boolean;
  /**
   * @title 照片
   * @maxItems 6
   */
  photoUrls?: PhotoUrl[];
  /**
   * @title 状态
   * @dict renda_station_feedback_status
   * @maxLength 2
   * @readOnly
   */
  status?: string;
  /**
   * @title 分派代表
   * @virtual true
   * @linked true
   * @maxItems 50
   * @uniqueItems true
   * @readOnly
   */
  assigneeIds?: AssigneeId[];
  /**
   * @title 办理单位
   * @asType integer
   * @readOnly
   */
  handleDeptId?: number;
  /**
   * @title 办理单位
   * @virtual true
   * @readOnly
   * @lookup {"table": "system_dept", "key": "handleDeptId", "field": "name"}
   */
  handleDeptName?: string;
  /**
   * @title 答复内容
   * @maxLength 2000
   * @readOnly
   */
  reply?: string;
  /**
   * @title 答复时间
   * @format timestamp
   * @readOnly
   */
  replyTime?: number;
  /**
   * @title 办结时间
   * @format timestamp
   * @readOnly
   */
  finishTime?: number;
  /**
   * @title 转成的建议
   * @asType integer
   * @readOnly
   */
  proposalId?: number;
  /**
   * @title 提交时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}

/**
 * @title 照片地址
 * @maxLength 500
 */
type PhotoUrl = string;

/**
 * @asType integer
 * @minimum 1
 */
type AssigneeId = number;
