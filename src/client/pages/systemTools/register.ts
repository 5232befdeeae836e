import DoneIcon from '@mui/icons-material/DoneAllOutlined';
import IgnoreIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import TestIcon from '@mui/icons-material/FactCheckOutlined';
import type { WidgetProps } from '@rjsf/utils';
import { createElement, lazy, Suspense } from 'react';
import type { RaRecord } from 'react-admin';
import { registerFormWidget, registerListToolbarAction, registerRowAction } from '../../resources/extensions.ts';

const UNPROCESSED = (row: RaRecord) => Number(row.processStatus) === 0;

/**
 * The 敏感词 screen's tags input and 测试 (validate-text), and the 错误日志 screen's 已处理 / 已忽略 (issue 12), around
 * their generated screens. The widget and dialogs load when first shown.
 */
export function installSystemTools(): void {
  const TagsWidget = lazy(() => import('./TagsWidget.tsx'));
  registerFormWidget('tags', (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(TagsWidget, props)));
  registerListToolbarAction('sensitiveWord', {
    key: 'test',
    label: 'app.systemTools.test',
    permission: 'system:sensitive-word:query',
    icon: createElement(TestIcon, { fontSize: 'small' }),
    color: 'info',
    dialog: lazy(() => import('./SensitiveWordTestDialog.tsx')),
  });
  registerRowAction('apiErrorLog', {
    key: 'processed',
    label: 'app.systemTools.processed',
    permission: 'infra:api-error-log:update-status',
    icon: createElement(DoneIcon, { fontSize: 'small' }),
    visible: UNPROCESSED,
    dialog: lazy(() => import('./ErrorLogProcessDialog.tsx').then((m) => ({ default: m.MarkProcessedDialog }))),
  });
  registerRowAction('apiErrorLog', {
    key: 'ignored',
    label: 'app.systemTools.ignored',
    permission: 'infra:api-error-log:update-status',
    icon: createElement(IgnoreIcon, { fontSize: 'small' }),
    visible: UNPROCESSED,
    dialog: lazy(() => import('./ErrorLogProcessDialog.tsx').then((m) => ({ default: m.MarkIgnoredDialog }))),
  });
}
