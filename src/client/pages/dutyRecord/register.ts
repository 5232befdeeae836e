import { registerPages } from '../../routes/registry.ts';

/** 我的履职 (the deputy's) and 代表履职档案 (the staff's), docs/duty-record.md. */
export function installDutyRecordFeatures(): void {
  registerPages({
    'renda/dutyRecord/my': () => import('./MyDutyRecordPage.tsx'),
    'renda/dutyRecord/index': () => import('./DutyRecordPage.tsx'),
  });
}
