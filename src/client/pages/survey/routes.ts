import { createElement } from 'react';
import type { PageLoader, PageModule } from '../../routes/registry.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { SurveyTheme } from './common/SurveyTheme.tsx';

const themed = (load: () => Promise<PageModule>): PageLoader => () =>
  load().then(({ default: Page }) => ({ default: (props: MenuPageProps) => createElement(SurveyTheme, null, createElement(Page, props)) }));

/**
 * Menu component keys of the survey screens (seed menus) → their pages, loaded lazily. The staff list 问卷管理 is the
 * survey resource's generated list, with the survey's row actions registered in register.ts.
 */
export const surveyPages: Readonly<Record<string, PageLoader>> = {
  'renda/survey/design': themed(() => import('./design/DesignPage.tsx')),
  'renda/survey/statistics': themed(() => import('./statistics/StatisticsPage.tsx')),
  'renda/survey/preview': themed(() => import('./fill/PreviewPage.tsx')),
  'renda/survey/myAnswer': themed(() => import('./myAnswer/MyAnswerPage.tsx')),
  'renda/survey/my': themed(() => import('./my/MySurveyPage.tsx')),
};
