import type { zhCNBpmRun } from './zhCN.bpmRun.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English texts of the process-instance and task pages, typed against zh-CN so a missing key fails the type check. */
export const enBpmRun: Shape<typeof zhCNBpmRun> = {
  common: {
    search: 'Search', reset: 'Reset', actions: 'Actions', empty: 'No data', detail: 'Details', createTime: 'Created',
    duration: { d: '%{n} d ', h: '%{n} h ', m: '%{n} min ', s: '%{n} s' }, loadFailed: 'Loading failed',
  },
  create: {
    name: 'Process name', category: 'Category', version: 'Version', description: 'Description', choose: 'Choose',
    chooseOther: 'Choose another process', submit: 'Submit', started: 'Started: it now waits for approval', noForm: 'This process has no form',
    noDefinitions: 'No process can be started', allCategories: 'All',
  },
  my: {
    id: 'No.', name: 'Process name', category: 'Category', currentTasks: 'Current step', status: 'Status', result: 'Result',
    createTime: 'Submitted', endTime: 'Ended', start: 'Start a process', cancel: 'Cancel', cancelTitle: 'Cancel the process',
    cancelReason: 'Reason', cancelPrompt: 'Why is it cancelled?', cancelRequired: 'A reason is required', cancelled: 'The process has been cancelled',
  },
  task: {
    id: 'Task no.', name: 'Task', process: 'Process', starter: 'Started by', state: 'State', active: 'Active', suspended: 'Suspended',
    result: 'Result', reason: 'Opinion', endTime: 'Decided', duration: 'Took', approve: 'Handle', processName: 'Process',
  },
  inbox: {
    item: 'Item', step: 'Step', outcome: 'Outcome', kind: 'Kind', overdue: 'Overdue',
    kinds: { proposal: 'Proposals', leave: 'Leave', process: 'Other processes' },
    deadline: 'due %{date}', overdueTag: 'Overdue', received: 'received %{date}', handle: 'Handle', view: 'View',
    opening: 'Opening the task…', openFailed: 'The task does not exist or is not yours to see', backToTodo: 'Back to my to-do tasks', badge: 'To-do tasks',
  },
  copy: { name: 'Process', from: 'Copied by', step: 'At step', reason: 'Note', starter: 'Started by', result: 'Result', time: 'Copied' },
  detail: {
    pendingTitle: 'Task "%{name}"', processName: 'Process', starter: 'Started by', status: 'Status', result: 'Result',
    createTime: 'Started', reason: 'Opinion', reasonPlaceholder: 'Your opinion', reasonRequired: 'An opinion is required',
    approve: 'Approve', reject: 'Reject', transfer: 'Transfer', approved: 'Approved', rejected: 'Rejected: the process has ended',
    rejectConfirmTitle: 'Reject', rejectConfirm: 'Rejecting ends the process; the starter will read your opinion. This cannot be undone. Reject it?',
    rejectConfirmOk: 'Reject', context: 'The request',
    transferTitle: 'Transfer the task', newAssignee: 'New assignee', newAssigneeRequired: 'Choose the new assignee',
    transferred: 'The task has been handed to the new assignee', form: 'Request "%{name}"', businessForm: 'Open the business form', handleOnView: 'Your task "%{name}" is handled on the business form', handleOnViewButton: 'Handle it', records: 'Approval record',
    assignee: 'Assignee', dept: 'Department', taskCreateTime: 'Created', taskEndTime: 'Decided', duration: 'Took',
    opinion: 'Opinion', diagram: 'Diagram', notFound: 'The process instance does not exist or is not yours to see',
    missingId: 'No process instance given',
    transferReason: 'Reason', transferReasonRequired: 'A reason is required', delegate: 'Delegate', delegateTitle: 'Delegate the task',
    delegateUser: 'Delegate to', delegateUserRequired: 'Choose whom to delegate to', delegateReason: 'Reason', delegateReasonRequired: 'A reason is required',
    delegated: 'Delegated: it comes back to you once handled', delegatedTitle: 'Task "%{name}" delegated to you',
    delegatedBy: '%{name} asked you to handle it; then it goes back to them to decide', handBack: 'Done: hand it back', handedBack: 'Handed back',
    returnTask: 'Send back', returnTitle: 'Send back to an earlier step', returnTarget: 'Send back to', returnTargetRequired: 'Choose the step',
    returnNone: 'There is no earlier step to send it back to', returnReason: 'Reason', returnReasonRequired: 'A reason is required', returned: 'Sent back',
    withdraw: 'Withdraw', withdrawConfirm: 'Withdrawing brings this step back to you to decide again; the next step\'s task is withdrawn. Withdraw?',
    withdrawn: 'Withdrawn: decide it again', terminate: 'End the process', terminateTitle: 'End the process', terminateReason: 'Reason',
    terminateReasonRequired: 'A reason is required', terminated: 'The process has been ended',
    operations: {
      3: '%{user} cancelled the process', 4: '%{user} sent it back to "%{target}"', 5: '%{user} delegated it to %{target}',
      6: '%{user} handled it and handed it back to %{target}', 7: '%{user} transferred it to %{target}',
      8: { before: '%{user} added %{target} to decide before them', after: '%{user} added %{target} to decide after their approval' },
      9: '%{user} took back the sign of %{target}', 10: '%{user} withdrew the decision',
      11: '%{user} ended the process', 12: '%{user} copied it to %{target}',
    },
    operationReason: 'Reason', operationSeparator: '; ',
    sign: 'Add signer', signTitle: 'Add signers', signType: 'When they decide',
    signBefore: 'Before you: they decide first, then the task comes back to you', signAfter: 'After you: they decide once you have approved',
    signUsers: 'Signers', signUsersRequired: 'Choose the signers', signReason: 'Reason', signReasonRequired: 'A reason is required',
    signedBefore: 'Signers added; the task comes back to you once they have decided', signedAfter: 'Signers added; they decide after your approval',
    signDelete: 'Remove signer', signDeleteTitle: 'Remove a signer', signDeleteUser: 'Whose sign to take back', signDeleteReason: 'Reason',
    signDeleteReasonRequired: 'A reason is required', signDeleted: 'Signer removed', signNone: 'No signer is deciding now',
    signTaskTitle: 'Sign task "%{name}"', signMark: 'Added signer', signWaiting: 'Waiting for the added signers; then %{name} decides',
    copy: 'Copy to', copyTitle: 'Copy to', copyUsers: 'Copy to', copyUsersRequired: 'Choose whom to copy it to', copyReason: 'Note',
    copyReasonRequired: 'A note is required', copied: 'Copied',
  },
};
