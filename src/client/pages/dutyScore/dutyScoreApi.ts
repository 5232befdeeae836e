import { http } from '../../api/index.ts';

/** A row of 履职排名 (GET /renda/duty-record/ranking, docs/duty-score.md). */
export interface RankingRow {
  rank: number;
  deputyId: number;
  nickname: string;
  rendaNo: string | null;
  deptId: number | null;
  deptName: string | null;
  areaId: number | null;
  areaName: string | null;
  score: number;
  points: number;
  adjust: number;
  itemCount: number;
  /** `renda_score_level`: 1 优秀 … 4 不合格 */
  level: number;
}

export interface Adjustment {
  id: number;
  deputyId: number;
  deputyName: string | null;
  year: number;
  points: number;
  reason: string;
  creatorName: string;
  createTime: number;
}

interface Group { id: number | null; name: string; deputies: number; items: number; average: number }

export interface DutyStatistics {
  year: number;
  thresholds: [number, number, number];
  deputies: number;
  byLevel: { level: number; label: string; deputies: number }[];
  byKind: { kind: string; label: string; items: number; points: number }[];
  byDelegation: Group[];
  byArea: Group[];
  byMonth: { month: string; items: number }[];
}

const R = '/renda/duty-record';
const A = '/renda/duty-score-adjust';

export const dutyScoreApi = {
  ranking: (query: Record<string, unknown>) => http.get<{ list: RankingRow[]; total: number }>(`${R}/ranking`, query),
  exportRanking: (query: Record<string, unknown>) => http.download(`${R}/ranking/export-excel`, query),
  statistics: (year: number) => http.get<DutyStatistics>(`${R}/statistics`, { year }),
  adjustments: (deputyId: number, year: number) => http.get<{ list: Adjustment[]; total: number }>(`${A}/page`, { deputyId, year, pageNo: 1, pageSize: 100 }),
  adjust: (input: { deputyId: number; year: number; points: number; reason: string }) => http.post<number>(`${A}/create`, input),
  removeAdjustment: (id: number) => http.delete<boolean>(`${A}/delete`, { id }),
};

/** The years offered: this one and the four before it. */
export const recentYears = (now = new Date()): number[] => Array.from({ length: 5 }, (_, i) => now.getFullYear() - i);
