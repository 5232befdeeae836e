import { http } from '../../api/index.ts';
import type { ProposalStatistics } from '../home/proposalStats.ts';

/** GET /renda/province/statistics (server: modules/renda/province/provinceStatistics.ts). */
export interface TenantFigures {
  proposals: Omit<ProposalStatistics, 'byUnit'>;
  byUnit: { unitName: string; given: number; replied: number; overdue: number }[];
  surveys: { surveys: number; deputies: number; answers: number; responseRate: number | null };
  duty: { year: number; scored: number; byLevel: { level: number; label: string; count: number }[] };
}

export interface ProvinceStatistics {
  tenantId: number;
  year: number;
  thresholds: [number, number, number];
  tenants: ({ tenantId: number; tenantName: string; parentId: number } & TenantFigures)[];
  total: TenantFigures;
}

export const provinceApi = {
  statistics: (year?: number) => http.get<ProvinceStatistics>('/renda/province/statistics', year ? { year } : {}),
};

/** The charts of the proposal statistics read units by id and name: the province's are by name only. */
export const asProposalStatistics = (f: TenantFigures): ProposalStatistics => ({
  ...f.proposals,
  byUnit: f.byUnit.map((u, i) => ({ deptId: i, deptName: u.unitName, given: u.given, replied: u.replied, overdue: u.overdue })),
});
