import { http } from '../../api/index.ts';

export interface RecordItem {
  id: number;
  kind: string;
  kindLabel: string;
  dutyType: string;
  dutyTypeLabel: string | null;
  title: string;
  dutyDate: number;
  sourceId: number;
  link: string;
}

export interface Term {
  id: number;
  name: string;
  startDate: number;
  endDate: number;
  isCurrent: boolean;
}

export interface DutyRecord {
  deputy: { id: number; nickname: string; rendaNo: string | null; deptName: string | null; reappointmentStatus: string | null; reappointmentStatusLabel: string | null };
  year: number | null;
  term: Term | null;
  byTerm: boolean;
  kinds: { kind: string; label: string; count: number }[];
  total: number;
  score: { points: number; adjust: number; score: number } | null;
  items: RecordItem[];
}

export interface MyStation {
  id: number;
  name: string;
  address: string;
  receptionDays: string | null;
  placed: boolean;
  radius: number;
  checkinTime: number | null;
  distance: number | null;
}

/** A year or a term (`t12`), as the period switch holds it. */
export type Period = { year: number } | { termId: number };

/** `/renda/duty-record/*` (docs/duty-record.md "The record"). */
export const dutyRecordApi = {
  get: (period: Period, deputyId?: number) => http.get<DutyRecord>('/renda/duty-record/get', { ...period, ...(deputyId ? { deputyId } : {}) }),
  terms: () => http.get<Term[]>('/renda/duty-record/terms'),
  exportFile: (format: 'docx' | 'pdf', period: Period, deputyId?: number) =>
    http.download('/renda/duty-record/export', { format, ...period, ...(deputyId ? { deputyId } : {}) }),
  reportDraft: (year: number) => http.download('/renda/duty-record/report-draft', { year, format: 'docx' }),
  myStations: () => http.get<MyStation[]>('/renda/duty-record/my-stations'),
  receptionCheckIn: (stationId: number, longitude: number, latitude: number) =>
    http.put<{ id: number; distance: number }>('/renda/duty-record/reception-check-in', { stationId, longitude, latitude }),
};
