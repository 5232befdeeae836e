import type { MenuPageProps } from '../../../routes/types.ts';
import { TaskListPage } from './TaskListPage.tsx';

/** 已办任务 (/bpm/task/done, menu key bpm/task/done). */
export default function DoneTaskPage(_props: MenuPageProps) {
  return <TaskListPage done />;
}
