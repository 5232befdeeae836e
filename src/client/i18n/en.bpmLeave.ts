import type { zhCNBpmLeave } from './zhCN.bpmLeave.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** OA leave pages in English (decision 40). */
export const enBpmLeave: Shape<typeof zhCNBpmLeave> = {
  id: 'Request no.',
  type: 'Leave type',
  typePlaceholder: 'Choose a leave type',
  result: 'Result',
  status: 'Status',
  reason: 'Reason',
  reasonPlaceholder: 'Enter the reason',
  createTime: 'Requested',
  rangeStart: 'From',
  rangeEnd: 'To',
  startTime: 'Starts',
  endTime: 'Ends',
  day: 'Days',
  dayValue: '%{n} day(s)',
  search: 'Search',
  reset: 'Reset',
  create: 'Request leave',
  actions: 'Actions',
  detail: 'Details',
  progress: 'Approval progress',
  cancel: 'Cancel leave',
  empty: 'No data',
  submit: 'OK',
  started: 'Your leave request has been submitted and waits for approval',
  required: {
    startTime: 'The start is required',
    endTime: 'The end is required',
    type: 'The leave type is required',
    reason: 'The reason is required',
  },
  endBeforeStart: 'The end must be after the start',
  detailTitle: 'Leave request',
  notFound: 'The leave request does not exist',
  back: 'Back',
};
