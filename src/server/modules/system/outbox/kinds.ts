/**
 * The kinds of message a user may mute SMS or mail for (the personal centre's 消息设置). The in-site message of
 * every kind always arrives. Titles are what the preference page shows.
 */
export const MESSAGE_KINDS = {
  task: '待办任务',
  proposal: '建议议案',
  report: '履职报告',
  survey: '问卷调查',
  activity: '履职活动',
  reminder: '到期提醒',
  // a citizen's feedback at a liaison station (docs/stations.md): arrived, assigned
  stationFeedback: '联络站反馈',
} as const;

export type MessageKind = keyof typeof MESSAGE_KINDS;

export const isMessageKind = (value: unknown): value is MessageKind =>
  typeof value === 'string' && Object.hasOwn(MESSAGE_KINDS, value);

/** A channel's state on an outbox row (system_message_outbox.sms_status / mail_status). */
export const OutboxChannelStatus = {
  /** Not to be sent: no template enabled, no address, or muted, when the message was written. */
  NONE: 0,
  WAITING: 1,
  SENT: 10,
  /** Every attempt failed: the last error is on the row and in the channel's log. */
  GIVEN_UP: 20,
  /** Left out at sending: the template, its channel or account, or the user's address went away since. */
  LEFT_OUT: 30,
} as const;
