import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';
import { withData } from '../../i18n/withData.tsx';
import { messageApi } from './messageApi.ts';

interface SendTestDialogProps extends RowActionDialogProps {
  /** 邮件: a recipient address; 站内信: a user of the tenant; 短信: a mobile number. */
  kind: 'mail' | 'notify' | 'sms';
}

const TITLES = { mail: 'app.message.sendMail', notify: 'app.message.sendNotify', sms: 'app.message.sendSms' } as const;

/**
 * 测试 of a mail, in-site or SMS template (yudao's 发送邮件 / 发送站内信 / 发送短信 dialogs): the content shown, the
 * recipient, one field per `{param}` of the template, each required; the answer's id (the log row, the message) in
 * the toast.
 */
export function SendTestDialog({ row, onClose, kind }: SendTestDialogProps) {
  const translate = useTranslate();
  const params = Array.isArray(row.params) ? (row.params as string[]) : [];
  const [to, setTo] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [users, setUsers] = useState<{ id: number; nickname: string }[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (kind === 'notify') void messageApi.users().then(setUsers, () => setUsers([]));
  }, [kind]);

  const missing = (value: string | undefined) => tried && !value?.trim();
  const send = async () => {
    setTried(true);
    if (!to.trim() || params.some((p) => !values[p]?.trim())) return;
    setSending(true);
    try {
      const templateCode = String(row.code);
      const id = kind === 'sms' ? await messageApi.sendSms({ mobile: to.trim(), templateCode, templateParams: values })
        : kind === 'mail' ? await messageApi.sendMail({ mail: to.trim(), templateCode, templateParams: values })
          : await messageApi.sendNotify({ userId: Number(to), templateCode, templateParams: values });
      notifier.toast('success', translate(kind === 'notify' ? 'app.message.notifySent' : 'app.message.sentToLog', { id: String(id ?? '') }));
      onClose();
    } catch (e) {
      reportError(e);
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" data-testid="send-test-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate(TITLES[kind])}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <TextField label={translate('app.message.content')} value={String(row.content ?? '')} multiline minRows={2} size="small" slotProps={{ input: { readOnly: true } }} />
          {kind !== 'notify' ? (
            <TextField
              label={translate(kind === 'mail' ? 'app.message.toMail' : 'app.message.toMobile')} value={to} onChange={(e) => setTo(e.target.value)} size="small" required
              error={missing(to)} helperText={missing(to) ? translate(kind === 'mail' ? 'app.message.toMailRequired' : 'app.message.toMobileRequired') : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'send-test-to', ...(kind === 'sms' ? { inputMode: 'tel' } : {}) } }}
            />
          ) : (
            <TextField
              select label={translate('app.message.toUser')} value={to} onChange={(e) => setTo(e.target.value)} size="small" required
              error={missing(to)} helperText={missing(to) ? translate('app.message.toUserRequired') : ' '} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'send-test-user' } as object } }}
            >
              {users.map((u) => <MenuItem key={u.id} value={String(u.id)}>{u.nickname}</MenuItem>)}
            </TextField>
          )}
          {params.map((param) => (
            <TextField
              key={param} label={withData(translate, 'app.message.param', { param })} value={values[param] ?? ''} size="small" required
              onChange={(e) => setValues((v) => ({ ...v, [param]: e.target.value }))}
              error={missing(values[param])} helperText={missing(values[param]) ? withData(translate, 'app.message.paramRequired', { param }) : ' '}
              slotProps={{ htmlInput: { 'data-testid': `send-test-param-${param}` } }}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void send()} disabled={sending} data-testid="send-test-submit">{translate('app.message.send')}</Button>
        <Button onClick={onClose} disabled={sending}>{translate('app.generated.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function SendMailDialog(props: RowActionDialogProps) {
  return <SendTestDialog {...props} kind="mail" />;
}

export function SendNotifyDialog(props: RowActionDialogProps) {
  return <SendTestDialog {...props} kind="notify" />;
}

export function SendSmsDialog(props: RowActionDialogProps) {
  return <SendTestDialog {...props} kind="sms" />;
}
