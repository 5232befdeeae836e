import type { MenuPageProps } from '../../routes/types.ts';
import { DutyRegisterList } from './DutyRegisterList.tsx';

/** 履职登记审核 (renda/dutyRegister/index): every deputy's registrations, pending first, reviewed in the detail. */
export default function DutyReviewPage(_props: MenuPageProps) {
  return <DutyRegisterList mine={false} />;
}
