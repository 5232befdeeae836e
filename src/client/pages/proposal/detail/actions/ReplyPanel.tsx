import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDict } from '../../../../dict/index.ts';
import { RichTextField } from '../../create/RichTextField.tsx';
import { FilesField } from '../../FilesField.tsx';
import { proposalApi, type FileRef, type Proposal } from '../../proposalApi.ts';
import { useProposalText } from '../../useProposalText.ts';
import { useAction } from './useAction.ts';

/**
 * 答复: the unit's reply in rich text, its 办理结果, the A–D category (required of the 主办, none of a 协办; offered
 * when the unit is not known, the server deciding), and files.
 */
export function ReplyPanel({ proposal, lead, onDone }: { proposal: Proposal; lead: boolean | undefined; onDone(): void }) {
  const { t } = useProposalText();
  const { busy, run, dialog } = useAction(onDone);
  const handleResults = useDict('renda_handle_result');
  const resultTypes = useDict('renda_proposal_result');
  const [content, setContent] = useState('');
  const [handleResult, setHandleResult] = useState('');
  const [resultType, setResultType] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [touched, setTouched] = useState(false);
  const missing = {
    content: !content.replace(/<[^>]*>/g, '').trim(),
    handleResult: !handleResult,
    resultType: lead === true && !resultType,
  };
  const submit = () => {
    setTouched(true);
    if (Object.values(missing).some(Boolean)) return;
    void run(() => proposalApi.reply({ id: proposal.id, content, handleResult, resultType: lead !== false && resultType ? resultType : null, files }), {
      title: t('action.reply.confirmTitle'), question: t('action.reply.confirm'), confirmLabel: t('action.reply.confirmOk'), done: t('action.reply.done'),
    });
  };
  const error = (field: keyof typeof missing) => (touched && missing[field] ? t(`action.reply.required.${field}`) : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }} data-testid="reply-panel">
      <RichTextField id="reply-content" label={t('action.reply.content')} required value={content} onChange={setContent} error={error('content')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <TextField select required label={t('field.handleResult')} value={handleResult} onChange={(e) => setHandleResult(e.target.value)}
          error={Boolean(error('handleResult'))} helperText={error('handleResult') ?? ' '} data-testid="reply-handleResult">
          {handleResults.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
        </TextField>
        {lead !== false && (
          <TextField select required={lead} label={t('field.resultType')} value={resultType} onChange={(e) => setResultType(e.target.value)}
            error={Boolean(error('resultType'))} helperText={error('resultType') ?? ' '} data-testid="reply-resultType">
            {resultTypes.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
          </TextField>
        )}
      </Box>
      <FilesField label={t('action.reply.files')} value={files} onChange={setFiles} testId="reply-files" />
      <Box><Button variant="contained" disabled={busy} onClick={submit} data-testid="reply-submit">{t('action.reply.submit')}</Button></Box>
      {dialog}
    </Box>
  );
}
