import { http, systemApi } from '../../api/index.ts';
import { instanceApi, type BpmTask } from '../bpm/instance/instanceApi.ts';
import { surveyApi, type SurveyRow } from '../survey/api.ts';
import { TODO_NAMED, todoOf, welcomeOf, workOf, type MyTodo, type MyWork, type Profile, type Welcome } from './homeData.ts';

export type { MyTodo, MyWork, TodoItem, Welcome } from './homeData.ts';

/** What the dashboard reads; module functions, so useLoader sees stable references. */
export async function loadMyWork(): Promise<MyWork> {
  return workOf(await surveyApi.myPage({ pageNo: 1, pageSize: 100 }));
}

export async function loadRecentSurveys(): Promise<SurveyRow[]> {
  const page = await surveyApi.page({ pageNo: 1, pageSize: 5 });
  return page.list;
}

export async function loadWelcome(): Promise<Welcome> {
  const [info, profile] = await Promise.all([systemApi.getPermissionInfo(), http.get<Profile>('/system/user/profile/get')]);
  return welcomeOf(info, profile);
}

async function loadTodo(withTasks: boolean, withSurveys: boolean): Promise<MyTodo> {
  const [tasks, work] = await Promise.all([
    withTasks ? instanceApi.todoPage({ pageNo: 1, pageSize: TODO_NAMED }) : Promise.resolve({ list: [] as BpmTask[], total: 0 }),
    withSurveys ? loadMyWork() : Promise.resolve(null),
  ]);
  return todoOf(tasks, work?.toAnswer ?? []);
}

// module functions, so useLoader sees stable references; each asks only what the user's permissions let succeed
export const loadMyTodo = () => loadTodo(true, true);
export const loadMyTasks = () => loadTodo(true, false);
export const loadMySurveysTodo = () => loadTodo(false, true);
