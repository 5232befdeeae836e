import type { MenuPageProps } from '../../routes/types.ts';
import { DutyRegisterList } from './DutyRegisterList.tsx';

/** 履职登记 (renda/dutyRegister/my): the deputy's own registrations. */
export default function MyDutyRegisterPage(_props: MenuPageProps) {
  return <DutyRegisterList mine />;
}
