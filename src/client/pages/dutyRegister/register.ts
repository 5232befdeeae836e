import { registerPages } from '../../routes/registry.ts';

/** 履职登记 (the deputy's) and 履职登记审核 (the staff's), docs/duty-record.md. */
export function installDutyRegisterFeatures(): void {
  registerPages({
    'renda/dutyRegister/my': () => import('./MyDutyRegisterPage.tsx'),
    'renda/dutyRegister/index': () => import('./DutyReviewPage.tsx'),
  });
}
