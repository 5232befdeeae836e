import { useState } from 'react';
import type { MenuPageProps } from '../../routes/types.ts';
import { ListFrame } from '../../resources/index.ts';
import { DutyRecordView } from './DutyRecordView.tsx';
import { ReceptionCard } from './ReceptionCard.tsx';

/** 我的履职 (renda/dutyRecord/my): the deputy's own record, and the reception check-in at their stations. */
export default function MyDutyRecordPage(_props: MenuPageProps) {
  const [version, setVersion] = useState(0);
  return (
    <ListFrame testId="my-duty-record">
      <ReceptionCard onCheckedIn={() => setVersion((v) => v + 1)} />
      <DutyRecordView key={version} testId="duty-record-view" />
    </ListFrame>
  );
}
