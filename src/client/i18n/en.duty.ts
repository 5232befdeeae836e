import type { zhCNDuty, zhCNMyActivity } from './zhCN.duty.ts';

/** English texts of 我的活动, the roster and 履职登记 (issue 36). */
export const enMyActivity: typeof zhCNMyActivity = {
  title: 'Activity', part: 'My part', time: 'Time', address: 'Place', type: 'Type', signup: 'Sign-up', checkin: 'Check-in', actions: 'Actions',
  empty: 'No activities', invited: 'Invited', signedUp: 'Signed up', open: 'Open', checkedIn: 'Checked in', present: 'Marked present',
  places: '%{count} / %{limit} signed up', placesUnlimited: '%{count} signed up (no limit)', checkedInAt: 'Checked in %{time}, %{distance} m from the place',
  scope: { all: 'All', joined: 'Mine', open: 'Open' },
  signUp: 'Sign up', withdraw: 'Withdraw', checkIn: 'Check in',
  signUpConfirm: 'Sign up for "%{title}"?', signedUpDone: 'Signed up', withdrawConfirm: 'Withdraw from "%{title}"?', withdrawn: 'Withdrawn',
  checkInTitle: 'Check in on the spot', radius: 'Check-in within %{radius} m of the place, from 30 minutes before the start to the end',
  locating: 'Finding your position…', located: 'Position found (about %{accuracy} m accurate); the server checks the distance', notLocated: 'No position yet',
  relocate: 'Locate again', photo: 'Take or choose a photo (optional)', photoAgain: 'Choose another photo', confirmCheckIn: 'Check in', cancel: 'Cancel',
  checkedInToast: 'Checked in, %{distance} m from the place',
  geo: {
    unsupported: 'This browser cannot give a position; please ask the staff to mark your attendance',
    denied: 'No permission to use your position: allow it for this site in the browser or system settings, then locate again',
    failed: 'No position found; move into the open and locate again',
  },
  roster: 'Attendance', rosterTitle: 'Attendance: %{title}', rosterEmpty: 'No participants', deputy: 'Deputy', state: 'Attendance', joinType: 'Joined by', mark: 'Marked by hand',
  markedBy: '%{who} at %{time}: %{reason}', markAction: 'Mark attendance', markTitle: 'Mark attendance: %{name}', markPresent: 'Present', markAbsent: 'Absent',
  reason: 'Reason', reasonRequired: 'Please give the reason for marking attendance', marked: 'Attendance marked', save: 'Save', close: 'Close',
  states: { checkedIn: 'Checked in', present: 'Marked present', absent: 'Absent', pending: 'Not checked in' },
  summary: { invited: 'Invited', signedUp: 'Signed up', checkedIn: 'Present', absent: 'Absent' },
};

export const enDuty: typeof zhCNDuty = {
  create: 'Register a duty', edit: 'Edit the registration', resubmit: 'Edit and resubmit', view: 'View', review: 'Review', delete: 'Delete',
  title: 'Duty item', status: 'Status', deputy: 'Deputy', dutyType: 'Duty type', dutyDate: 'Date', address: 'Place', content: 'Description',
  reason: 'Reason for returning', reviewer: 'Reviewed', submitTime: 'Submitted', actions: 'Actions', empty: 'No duty registrations', allStatuses: 'All statuses',
  photosHint: 'Photos (%{count}/%{max}, optional)', addPhoto: 'Add photos', removePhoto: 'Remove the photo', tooManyPhotos: 'At most %{max} photos; the rest were not added',
  required: 'Please fill in %{field}', saved: 'Submitted for review', submit: 'Submit', cancel: 'Cancel', close: 'Close',
  deleteConfirm: 'Delete the registration "%{title}"?', deleted: 'Deleted', returnedFor: 'Returned: %{reason}',
  reasonHint: 'Required to return it; the deputy reads it', reasonRequired: 'Please give the reason for returning the duty registration', approve: 'Approve', return: 'Return',
  approved: 'Approved', returned: 'Returned',
};
