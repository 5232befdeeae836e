import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';
import { DataList, PageLoading, type DataColumn } from '../../components/index.ts';
import { getMessagePreferences, saveMessagePreferences, type MessagePreference } from './profileApi.ts';

type Channel = 'smsEnabled' | 'mailEnabled';

/**
 * 消息设置 (issue 33): per kind of message, whether it also comes by SMS and by mail. The in-site message has no
 * switch — it always arrives — and the hint says so. A table on a desk, a card per kind on a phone.
 */
export function MessagePreferences() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.profile.messages.${key}`);
  const [rows, setRows] = useState<MessagePreference[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let current = true;
    getMessagePreferences().then((r) => current && setRows(r), () => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (!rows) return <PageLoading />;
  const toggle = (kind: string, channel: Channel, on: boolean) => setRows(rows.map((r) => (r.kind === kind ? { ...r, [channel]: on } : r)));
  const save = async () => {
    setSaving(true);
    try {
      await saveMessagePreferences(rows);
      notifier.toast('success', t('saved'));
    } finally {
      setSaving(false);
    }
  };
  const title = (row: MessagePreference) => translate(`app.profile.messages.kinds.${row.kind}`, { _: row.title });
  const channelColumn = (channel: Channel): DataColumn<MessagePreference> => ({
    key: channel,
    label: t(channel === 'smsEnabled' ? 'sms' : 'mail'),
    align: 'center',
    cell: (row) => (
      <Switch checked={row[channel]} onChange={(e) => toggle(row.kind, channel, e.target.checked)}
        slotProps={{ input: { 'aria-label': `${title(row)} ${t(channel === 'smsEnabled' ? 'sms' : 'mail')}`, 'data-testid': `message-${row.kind}-${channel}` } as object }} />
    ),
  });
  const columns: DataColumn<MessagePreference>[] = [
    { key: 'kind', label: t('kind'), card: 'title', cell: title },
    channelColumn('smsEnabled'),
    channelColumn('mailEnabled'),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, minWidth: 0 }} data-testid="profile-messages">
      <Alert severity="info">{t('hint')}</Alert>
      <DataList columns={columns} rows={rows} rowKey={(row) => row.kind} rowProps={(row) => ({ 'data-testid': `message-${row.kind}` })} />
      <Box><Button variant="contained" disabled={saving} onClick={() => void save()} data-testid="profile-messages-save">{t('save')}</Button></Box>
    </Box>
  );
}
