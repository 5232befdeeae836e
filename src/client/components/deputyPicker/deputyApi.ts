import { http } from '../../api/index.ts';

/** A deputy as the picker shows one (getDeputyPageBaseByRoleId's item). */
export interface Deputy {
  id: number;
  rendaNo: string | null;
  nickname: string;
}

export interface DeputySearch {
  /** Name, pinyin or initials (the server matches all three). */
  nickname?: string;
  /** Deputy number: only super_admin and dbt may search by it (the server refuses it for others). */
  rendaNo?: string;
  /** Another role's holders instead of the deputies. */
  code?: string;
  /** The deputies of one level only (dictionary renda_five_level: 2 省, 3 市). */
  deputyLevel?: string;
  /** Deputies the caller's save would refuse (a proposal's lead among its co-signers): not offered. */
  excludeIds?: readonly number[];
}

/** SPEC §2.5: 50 a page. */
export const PICKER_PAGE_SIZE = 50;

/** The roles that see the deputy-number search field (SPEC §2.5; the server enforces the same rule). */
export const RENDA_NO_ROLES = ['super_admin', 'dbt'] as const;

export function pageDeputies(search: DeputySearch, pageNo: number): Promise<{ list: Deputy[]; total: number }> {
  const params = {
    pageNo,
    pageSize: PICKER_PAGE_SIZE,
    ...(search.nickname?.trim() ? { nickname: search.nickname.trim() } : {}),
    ...(search.rendaNo?.trim() ? { rendaNo: search.rendaNo.trim() } : {}),
    ...(search.code ? { code: search.code } : {}),
    ...(search.deputyLevel ? { deputyLevel: search.deputyLevel } : {}),
    ...(search.excludeIds?.length ? { excludeIds: search.excludeIds.join(',') } : {}),
  };
  return http.get('/system/user/getDeputyPageBaseByRoleId', params, { silent: true });
}

/** The deputies behind stored ids (a form's value), to show them as the picker does. */
export function deputiesByIds(ids: readonly number[]): Promise<Deputy[]> {
  return ids.length ? http.get<Deputy[]>('/system/user/getDeputyNameBaseByIds', { ids: ids.join(',') }, { silent: true }) : Promise.resolve([]);
}

/** SPEC §2.5: an item reads "number - nickname". */
export const deputyLabel = (d: Pick<Deputy, 'rendaNo' | 'nickname'>): string => (d.rendaNo ? `${d.rendaNo} - ${d.nickname}` : d.nickname);
