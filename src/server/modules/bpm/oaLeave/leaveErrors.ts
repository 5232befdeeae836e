/** The OA leave's v1.6.2 error codes (API-CONTRACT §5.10). */
export const LeaveErrors = {
  NOT_EXISTS: { code: 1009001001, msg: '请假申请不存在' },
  DAY_TOO_SHORT: { code: 1009001007, msg: '请假天数必须>=1' },
} as const;

/** The definition key the leave starts (yudao's BpmOALeaveServiceImpl.PROCESS_KEY); its instance's businessKey is the leave id. */
export const LEAVE_PROCESS_KEY = 'oa_leave';
