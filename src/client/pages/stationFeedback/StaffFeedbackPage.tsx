import type { MenuPageProps } from '../../routes/types.ts';
import { FeedbackListPage } from './FeedbackListPage.tsx';

/** 联络站反馈 (renda/stationFeedback/index): every feedback of the tenant, for the staff. */
export default function StaffFeedbackPage(_props: MenuPageProps) {
  return <FeedbackListPage mine={false} />;
}
