import { http } from '../../api/index.ts';

/** GET /renda/proposal/statistics (server: modules/renda/proposal/proposalStatistics.ts). */
export interface ProposalStatistics {
  total: number;
  overdue: number;
  byStatus: { status: number; count: number }[];
  byType: { type: string; count: number }[];
  byUnit: { deptId: number; deptName: string; given: number; replied: number; overdue: number }[];
  satisfaction: { rated: number; satisfied: number; basic: number; unsatisfied: number; rate: number | null };
}

/** A module function, so useLoader sees a stable reference. */
export const loadProposalStatistics = () => http.get<ProposalStatistics>('/renda/proposal/statistics');
