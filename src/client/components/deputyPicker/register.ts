import { createElement, lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { registerFormWidget } from '../../resources/extensions.ts';

/** `@widget deputies` in a schema: the picker loads when a form with such a field is first shown. */
export function installDeputyWidget(): void {
  const DeputiesWidget = lazy(() => import('./DeputiesWidget.tsx'));
  registerFormWidget('deputies', (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(DeputiesWidget, props)));
}
