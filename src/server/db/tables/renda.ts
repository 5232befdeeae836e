import type { ColumnType, Generated } from 'kysely';
import type { Audited, NullableTimestamp } from './columns.ts';

/** Tables of the deputy features: areas, groups, answers, proposals and their units, annual reports. */

/** An electoral area (schemas/area.ts; created by the table sync): typed for the area rules and the seed. */
export interface AreaTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  parentId: Generated<number>;
  code: string | null;
  areaSource: string | null;
  quota: number | null;
  sort: number;
  status: Generated<number>;
  remark: string | null;
}

export interface GroupUserTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  groupId: number;
  userId: number;
}

/** A chosen option or a text of a submitted survey answer (statistics read these; see migration 0003). */
export interface AnswerItemTable {
  id: Generated<number>;
  tenantId: number;
  surveyId: number;
  answerId: number;
  userId: number;
  questionId: number;
  optionId: number | null;
  answerText: string | null;
  /** The first row of an answer to a question (respondents per question are counted from these). */
  lead: Generated<boolean>;
  createTime: Generated<Date>;
}

/** A proposal or suggestion (migration 0016, issue #17): its columns follow docs/proposals.md. */
export interface RendaProposalTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  title: string;
  type: string;
  category: string | null;
  content: Generated<string>;
  deputyId: number;
  /** jsonb array of user ids, written as JSON text */
  cosignerIds: ColumnType<number[], string | undefined, string>;
  contactName: string | null;
  contactMobile: string | null;
  openStatus: string | null;
  /** jsonb `[{name, url}]`, written as JSON text */
  attachments: ColumnType<{ name: string; url: string }[], string | undefined, string>;
  session: string | null;
  year: number | null;
  serialNo: number | null;
  status: Generated<number>;
  converted: Generated<boolean>;
  deptId: number | null;
  result: string | null;
  satisfaction: string | null;
  feedback: string | null;
  /** The staff's reason when 审核 last returned it for revision (migration 0031): what the deputy is told to change. */
  returnReason: string | null;
  /** The liaison-station feedback a draft was made from (转为建议, migration 0044). */
  stationFeedbackId: number | null;
  round: Generated<number>;
  processInstanceId: string | null;
  deadline: NullableTimestamp;
  overdue: Generated<boolean>;
  submitTime: NullableTimestamp;
  acceptTime: NullableTimestamp;
  closeTime: NullableTimestamp;
}

/** A deputy's annual duty report: the uploaded .docx, its status and the staff's review (migration 0019). */
export interface RendaReportTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  /** `renda_annual_type` value, e.g. '2025' */
  year: string;
  dutiesType: string;
  title: string;
  deputyId: number;
  /** The deputy's delegation (his department) when the report was made; added by the table sync (schemas/report.ts). */
  delegationId: number | null;
  delegationType: string | null;
  fileUrl: string;
  fileName: string;
  fileSize: Generated<number>;
  status: Generated<number>;
  opinion: string | null;
  submitTime: NullableTimestamp;
  reviewTime: NullableTimestamp;
  reviewerId: number | null;
}

/** One handling unit of a proposal in one round, with its reply (migration 0016). */
/** Deltas of the proposal statistics' counts, written by triggers (migration 0052), summed and folded by proposalTally.ts. */
export interface RendaProposalTallyTable {
  tenantId: number;
  status: number;
  type: string;
  satisfaction: string | null;
  overdue: boolean;
  proposals: number;
}

/** Deltas of the units' counts (proposals given, replied, replied late), as `RendaProposalTallyTable`. */
export interface RendaProposalUnitTallyTable {
  tenantId: number;
  deptId: number;
  given: number;
  replied: number;
  late: number;
}

export interface RendaProposalUnitTable {
  id: Generated<number>;
  tenantId: number;
  proposalId: number;
  deptId: number;
  handleType: string;
  handlerUserId: number;
  round: number;
  status: Generated<number>;
  replyContent: string | null;
  handleResult: string | null;
  resultType: string | null;
  replyFiles: ColumnType<{ name: string; url: string }[], string | undefined, string>;
  replyTime: NullableTimestamp;
  deadline: NullableTimestamp;
  overdue: Generated<boolean>;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
}
