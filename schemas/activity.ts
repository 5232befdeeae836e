/**
 * A deputies' duty activity (履职活动), issue 19 point 4: what, who organises it, when and where, the deputies taking
 * part (chosen with the deputy picker, kept in renda_activity_user) and the check-in circle around the place (centre
 * and radius in metres) that a deputy's check-in must fall in. docs/activities.md.
 * @title 履职活动
 */
export interface Activity {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 活动名称
   * @minLength 1
   * @maxLength 100
   */
  title: string;
  /**
   * @title 活动类型
   * @dict renda_activity_type
   * @maxLength 2
   */
  activityType: string;
  /**
   * @title 组织方类型
   * @dict renda_organizer_type
   * @maxLength 2
   */
  organizerType: string;
  /**
   * @title 开始时间
   * @format timestamp
   */
  startTime: number;
  /**
   * @title 结束时间
   * @format timestamp
   */
  endTime: number;
  /**
   * @title 活动地点
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
   * @title 签到半径（米）
   * @asType integer
   * @minimum 1
   * @maximum 50000
   * @default 500
   */
  checkinRadius: number;
  /**
   * @title 参加代表
   * @virtual true
   * @linked true
   * @maxItems 500
   * @uniqueItems true
   * @widget deputies
   */
  participantIds?: ParticipantId[];
  /**
   * @title 参加人数
   * @asType integer
   * @virtual true
   * @readOnly
   */
  participantCount?: number;
  // Sign-up (issue 36, decision 96): deputies not chosen may join an activity open for it, up to the limit (none: no
  // limit) and before the closing time (none: until the start). The limit is held under the activity's row lock.
  /**
   * 开放后，未被邀请的代表可在“我的活动”中报名参加
   * @title 开放报名
   * @default false
   */
  signupOpen?: boolean;
  /**
   * 报名参加的代表人数上限，不填为不限
   * @title 报名人数上限
   * @asType integer
   * @minimum 1
   * @maximum 10000
   */
  signupLimit?: number;
  /**
   * 不填则报名至活动开始
   * @title 报名截止时间
   * @format timestamp
   */
  signupDeadline?: number;
  /**
   * @title 状态
   * @asType integer
   * @labels {"0": "筹备中", "1": "进行中", "2": "已结束", "3": "已取消"}
   * @default 0
   */
  status: 0 | 1 | 2 | 3;
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
type ParticipantId = number;
