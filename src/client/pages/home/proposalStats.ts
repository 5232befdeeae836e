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

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/**
 * Fills what the answer lacks with zeros: the card runs against other yudao back ends too (one without this
 * route answers `true` or an object of its own), and a missing field must show 0, never break the home page.
 */
export function normaliseProposalStatistics(raw: unknown): ProposalStatistics {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const s = r.satisfaction && typeof r.satisfaction === 'object' ? (r.satisfaction as Record<string, unknown>) : {};
  const rate = s.rate === null || s.rate === undefined || s.rate === '' ? null : Number(s.rate);
  return {
    total: count(r.total),
    overdue: count(r.overdue),
    byStatus: list(r.byStatus),
    byType: list(r.byType),
    byUnit: list(r.byUnit),
    satisfaction: {
      rated: count(s.rated),
      satisfied: count(s.satisfied),
      basic: count(s.basic),
      unsatisfied: count(s.unsatisfied),
      rate: rate === null || Number.isNaN(rate) ? null : rate,
    },
  };
}

/** A module function, so useLoader sees a stable reference. */
export const loadProposalStatistics = () => http.get<unknown>('/renda/proposal/statistics').then(normaliseProposalStatistics);
