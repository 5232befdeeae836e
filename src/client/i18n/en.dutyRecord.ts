import type { zhCNDutyRecord } from './zhCN.dutyRecord.ts';

/** English texts of 我的履职 and 代表履职档案 (issue 36). */
export const enDutyRecord: typeof zhCNDutyRecord = {
  title: 'Record of duty', period: 'Year or term', year: '%{year}', currentTerm: '%{name} (current)', exportWord: 'Export Word', exportPdf: 'Export PDF',
  term: '%{name}', reappointment: 'Re-election: %{status}', total: '%{count} duties', score: 'Score of the year: %{score}',
  empty: 'No duty recorded in this period', month: '%{month}/%{year}', item: 'Duty', kind: 'Kind', dutyType: 'Type', date: 'Date', open: 'Open', actions: 'Actions',
  deputy: 'Deputy', chooseDeputy: 'Choose a deputy to read their record of duty',
  reception: 'Reception at my liaison station', receptionCheckIn: 'Check in', receptionChecked: 'Checked in today at %{time}',
  receptionDone: 'Checked in, %{distance} m from the station',
  geoUnsupported: 'This browser cannot tell your position: the check-in is not possible',
  geoDenied: 'No permission for your position: allow this site to use your location in the browser or system settings and try again',
  draft: 'Draft from my record of duty', drafting: 'Drafting…', drafted: 'The draft is attached: download it, edit it and upload it again',
};
