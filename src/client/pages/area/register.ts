import SubAreasIcon from '@mui/icons-material/AccountTreeOutlined';
import type { WidgetProps } from '@rjsf/utils';
import { createElement, lazy, Suspense } from 'react';
import { registerFormWidget, registerListView, registerRowAction } from '../../resources/extensions.ts';
import { registerPage } from '../../routes/registry.ts';

/**
 * Electoral areas (选区, issue 16): 选区管理 as a tree table like departments, the area tree select of the area and
 * user forms, a 下级选区 row action, and the sub-areas page behind `/selection/type/index/{areaId}`.
 */
export function installAreaFeatures(): void {
  registerListView('area', lazy(() => import('../permission/MenuTreeList.tsx')));
  const AreaTreeSelectWidget = lazy(() => import('./AreaTreeSelectWidget.tsx'));
  registerFormWidget('areaTreeSelect', (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(AreaTreeSelectWidget, props)));
  registerRowAction('area', {
    key: 'sub-areas',
    label: 'app.area.subAreas',
    permission: 'renda:area:query',
    icon: createElement(SubAreasIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./OpenSubAreas.tsx')),
  });
  registerPage('renda/selection/children', () => import('./SubAreasPage.tsx'));
}
