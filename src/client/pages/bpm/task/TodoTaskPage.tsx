import type { MenuPageProps } from '../../../routes/types.ts';
import { TaskListPage } from './TaskListPage.tsx';

/** 待办任务 (/bpm/task/todo, menu key bpm/task/todo). */
export default function TodoTaskPage(_props: MenuPageProps) {
  return <TaskListPage done={false} />;
}
