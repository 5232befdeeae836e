import { wallClockDate } from '../../../wallClock.ts';
import type { DutyRecord } from './dutyRecordQueries.ts';

/**
 * The record as a document's text (docs/duty-record.md "Export"): a title, the deputy's facts, then a section per kind
 * that has items — its count and each item dated, named and typed. The Word and PDF exports and the annual report's
 * draft all lay out these lines, so the three never tell a different record.
 */

export interface RecordSection {
  heading: string;
  lines: string[];
}

export interface RecordText {
  title: string;
  facts: string[];
  summary: string;
  sections: RecordSection[];
}

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 2026年度 or the term's name with its dates. */
export function periodName(record: DutyRecord): string {
  if (record.byTerm && record.term) return `${record.term.name}（${wallClockDate(new Date(record.term.startDate))} 至 ${wallClockDate(new Date(record.term.endDate))}）`;
  return `${record.year}年度`;
}

export function recordText(record: DutyRecord): RecordText {
  const { deputy } = record;
  const facts = [
    `代表：${deputy.nickname}${deputy.rendaNo ? `（代表证号 ${deputy.rendaNo}）` : ''}`,
    `所属代表团：${deputy.deptName ?? '—'}`,
    `届次：${record.term?.name ?? '—'}\u3000连任状态：${deputy.reappointmentStatusLabel ?? '—'}`,
    `期间：${periodName(record)}`,
  ];
  const counted = record.kinds.filter((k) => k.count > 0);
  const summary = counted.length
    ? `共 ${record.total} 项履职：${counted.map((k) => `${k.label} ${k.count} 项`).join('，')}。${record.score ? `年度得分 ${record.score.score} 分。` : ''}`
    : '本期间暂无履职记录。';
  const sections = counted.map((k, index) => ({
    heading: `${NUMERALS[index] ?? index + 1}、${k.label}（${k.count} 项）`,
    lines: record.items.filter((i) => i.kind === k.kind).reverse().map((i, n) =>
      `${n + 1}. ${wallClockDate(new Date(i.dutyDate))}\u3000${i.title}${i.dutyTypeLabel ? `（${i.dutyTypeLabel}）` : ''}`),
  }));
  return { title: `${deputy.nickname}代表${periodName(record)}履职档案`, facts, summary, sections };
}

/** The annual report's starting text (年度履职报告 以履职档案生成初稿): the same sections under a report's heading. */
export function reportDraftText(record: DutyRecord): string {
  const text = recordText(record);
  return [
    `${record.deputy.nickname}代表${periodName(record)}履职报告（初稿）`,
    '',
    `${periodName(record)}，本人认真履行人大代表职责，现将履职情况报告如下（依据履职档案自动生成，请补充完善）：`,
    '',
    text.summary,
    ...text.sections.flatMap((s) => ['', s.heading, ...s.lines]),
    '',
    '下一步打算：',
    '',
  ].join('\n');
}

/** The title of the annual report drafted from a year's record. */
export const reportDraftTitle = (record: DutyRecord): string => `${record.deputy.nickname}代表${record.year}年度履职报告`;

/** The export's file name: whose record, which period. */
export const recordFileName = (record: DutyRecord, extension: 'docx' | 'pdf'): string =>
  `${record.deputy.nickname}${record.byTerm && record.term ? record.term.name : `${record.year}年度`}履职档案.${extension}`;
