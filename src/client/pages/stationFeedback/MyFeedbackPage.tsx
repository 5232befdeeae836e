import type { MenuPageProps } from '../../routes/types.ts';
import { FeedbackListPage } from './FeedbackListPage.tsx';

/** 我的联络站反馈 (renda/stationFeedback/my): what is assigned to the deputy or came to their stations. */
export default function MyFeedbackPage(_props: MenuPageProps) {
  return <FeedbackListPage mine />;
}
