import { createElement, lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { registerFormWidget } from '../../resources/extensions.ts';

/**
 * 履职活动 (docs/activities.md): the activity resource's generated list and forms, with `@widget location` (the
 * address with its map: its own chunk with the map library, loaded when an activity form opens) and the deputy
 * picker for its participants (`@widget deputies`, installed by the deputy features).
 */
export function installActivityFeatures(): void {
  const LocationWidget = lazy(() => import('./LocationWidget.tsx'));
  registerFormWidget('location', (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(LocationWidget, props)));
}
