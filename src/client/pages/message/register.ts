import SendIcon from '@mui/icons-material/SendOutlined';
import { createElement, lazy } from 'react';
import { registerRowAction } from '../../resources/extensions.ts';
import { registerPage } from '../../routes/registry.ts';

/**
 * 邮箱管理 and 站内信管理 are the generated screens of their resources (docs/messages.md); this adds 测试 on a mail,
 * in-site or SMS template (send it, its parameters filled in) and the 我的站内信 page the bell leads to.
 */
export function installMessageFeatures(): void {
  registerRowAction('mailTemplate', {
    key: 'send-mail',
    label: 'app.message.test',
    permission: 'system:mail-template:send-mail',
    icon: createElement(SendIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./SendTestDialog.tsx').then((m) => ({ default: m.SendMailDialog }))),
  });
  registerRowAction('notifyTemplate', {
    key: 'send-notify',
    label: 'app.message.test',
    permission: 'system:notify-template:send-notify',
    icon: createElement(SendIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./SendTestDialog.tsx').then((m) => ({ default: m.SendNotifyDialog }))),
  });
  // 短信模板's 测试 (the SMS module's own screens are generated; its send dialog is this one)
  registerRowAction('smsTemplate', {
    key: 'send-sms',
    label: 'app.message.test',
    permission: 'system:sms-template:send-sms',
    icon: createElement(SendIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./SendTestDialog.tsx').then((m) => ({ default: m.SendSmsDialog }))),
  });
  registerPage('system/notify/my/index', () => import('./MyNotifyPage.tsx'));
}
