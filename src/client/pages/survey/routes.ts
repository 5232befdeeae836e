import { createElement } from 'react';
import type { PageLoader, PageModule } from '../../routes/registry.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { SurveyTheme } from './common/SurveyTheme.tsx';

const themed = (load: () => Promise<PageModule>): PageLoader => () =>
  load().then(({ default: Page }) => ({ default: (props: MenuPageProps) => createElement(SurveyTheme, null, createElement(Page, props)) }));

/**
 * Menu component keys of the survey screens (seed menus) → their pages, loaded lazily. The staff list replaces the
 * generated one because it carries the lifecycle actions (publish, revoke, finish, design, statistics).
 */
export const surveyPages: Readonly<Record<string, PageLoader>> = {
  // Not themed: its create and edit dialogs are the generated form, which keeps the application's field style.
  'renda/survey/index': () => import('./list/SurveyListPage.tsx'),
  'renda/survey/design': themed(() => import('./design/DesignPage.tsx')),
  'renda/survey/statistics': themed(() => import('./statistics/StatisticsPage.tsx')),
  'renda/survey/preview': themed(() => import('./fill/PreviewPage.tsx')),
  'renda/survey/myAnswer': themed(() => import('./myAnswer/MyAnswerPage.tsx')),
  'renda/survey/my': themed(() => import('./my/MySurveyPage.tsx')),
};
