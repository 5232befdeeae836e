import { http, systemApi, type PermissionInfo } from '../../api/index.ts';
import { instanceApi, type BpmTask } from '../bpm/instance/instanceApi.ts';
import { surveyApi, type MySurveyRow, type SurveyRow } from '../survey/api.ts';

/** What the dashboard reads; module functions, so useLoader sees stable references. */
export interface MyWork {
  toAnswer: MySurveyRow[];
  answered: number;
  total: number;
}

/** The user's surveys (the my-page caps a page at 100): those still open to them, and how many they answered. */
export async function loadMyWork(): Promise<MyWork> {
  const page = await surveyApi.myPage({ pageNo: 1, pageSize: 100 });
  return {
    toAnswer: page.list.filter((s) => s.canAnswer && !s.answered),
    answered: page.list.filter((s) => s.answered).length,
    total: page.total,
  };
}

export async function loadRecentSurveys(): Promise<SurveyRow[]> {
  const page = await surveyApi.page({ pageNo: 1, pageSize: 5 });
  return page.list;
}

/** The welcome card: the permission info, the roles by name (get-permission-info has only their codes), the department. */
export interface Welcome {
  info: PermissionInfo;
  roleNames: string[];
  deptName: string | null;
}

export async function loadWelcome(): Promise<Welcome> {
  const [info, profile] = await Promise.all([
    systemApi.getPermissionInfo(),
    http.get<{ roles?: { id: number; name: string }[]; dept?: { name: string | null } | null }>('/system/user/profile/get'),
  ]);
  return { info, roleNames: (profile.roles ?? []).map((r) => r.name), deptName: profile.dept?.name ?? null };
}

/** The user's open approval tasks: how many, and the oldest few to name (the to-do list shows the rest). */
export interface MyTodo {
  total: number;
  tasks: BpmTask[];
}

export async function loadMyTodo(): Promise<MyTodo> {
  const page = await instanceApi.todoPage({ pageNo: 1, pageSize: 3 });
  return { total: page.total, tasks: page.list };
}
