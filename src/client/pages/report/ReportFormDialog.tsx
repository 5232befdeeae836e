import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, isApiError, notifier } from '../../api/index.ts';
import { useHasPermi } from '../../auth/index.ts';
import { useDict } from '../../dict/index.ts';
import { dutyRecordApi } from '../dutyRecord/dutyRecordApi.ts';
import { fileApi, fileSizeText } from '../infra/fileApi.ts';
import { FILE_REFUSALS, reportApi, type Report } from './reportApi.ts';
import { defaultReportYear } from './reportYear.ts';

/** The title a file suggests: its name without .docx. */
const titleOf = (fileName: string): string => fileName.replace(/\.docx$/i, '');

/**
 * 新增报告 / 修改报告 of a deputy: year, report type, title and the Word document. The file is uploaded when chosen
 * (the server decides its type from the content; its refusal shows here), and the report saved with its URL. A title
 * the form took from a file name follows the file chosen next; one the deputy typed stays. A file the server refuses
 * is taken off the form, with the title it gave, so that nothing of it is saved by mistake later.
 */
export function ReportFormDialog({ report, onClose, onSaved }: { report: Report | null; onClose(): void; onSaved(): void }) {
  const translate = useTranslate();
  const years = useDict('renda_annual_type');
  const types = useDict('renda_report_duties_type');
  const [values, setValues] = useState({
    year: report?.year ?? defaultReportYear(),
    dutiesType: report?.dutiesType ?? '1',
    title: report?.title ?? '',
  });
  const [file, setFile] = useState<{ url: string; name: string; size: number } | null>(
    report ? { url: report.fileUrl, name: report.fileName, size: report.fileSize } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    if (!chosen.name.toLowerCase().endsWith('.docx')) {
      setProblem(translate('app.report.notDocx'));
      return;
    }
    setUploading(true);
    try {
      const url = await fileApi.upload(chosen, true);
      setFile({ url, name: chosen.name, size: chosen.size });
      setValues((v) => (!v.title || (file && v.title === titleOf(file.name)) ? { ...v, title: titleOf(chosen.name) } : v));
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setUploading(false);
    }
  };

  // 以履职档案生成初稿 (docs/duty-record.md "The annual report's draft"): the year's record as a Word document the
  // deputy edits; attached as the chosen file is, so the server checks it the same way
  const canDraft = useHasPermi(['renda:my-duty-record:query']);
  const draft = async () => {
    try {
      const blob = await dutyRecordApi.reportDraft(Number(values.year));
      const name = blob instanceof File && blob.name ? blob.name : `${values.year}年度履职报告.docx`;
      await choose(new File([blob], name, { type: blob.type }));
    } catch (e) {
      setProblem(errorMessage(e));
    }
  };

  const save = async () => {
    const missing = !values.title.trim() ? 'title' : !file ? 'file' : null;
    if (missing) {
      setProblem(translate('app.report.required', { field: translate(`app.report.${missing}`) }));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const input = { ...values, title: values.title.trim(), fileUrl: file!.url };
      if (report) await reportApi.update(report.id, input);
      else await reportApi.create(input);
      notifier.toast('success', translate('app.report.saved'));
      onSaved();
    } catch (e) {
      setProblem(errorMessage(e));
      if (isApiError(e) && e.code !== undefined && FILE_REFUSALS.includes(e.code) && file) {
        const refused = file;
        setFile(null);
        setValues((v) => (v.title === titleOf(refused.name) ? { ...v, title: '' } : v));
      }
    } finally {
      setSaving(false);
    }
  };

  const select = (key: 'year' | 'dutiesType', options: readonly { value: string; label: string }[]) => (
    <TextField select fullWidth size="small" label={translate(`app.report.${key}`)} value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} data-testid={`report-form-${key}`}>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="report-form">
      <DialogTitle>{translate(report ? 'app.report.edit' : 'app.report.create')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {select('year', years)}
        {select('dutiesType', types)}
        <TextField fullWidth size="small" label={translate('app.report.title')} value={values.title} slotProps={{ htmlInput: { maxLength: 200 } }}
          onChange={(e) => setValues({ ...values, title: e.target.value })} data-testid="report-form-title" />
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={uploading}>
            {translate('app.report.chooseFile')}
            <input hidden type="file" accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(e) => { void choose(e.target.files?.[0]); e.target.value = ''; }} data-testid="report-form-file" />
          </Button>
          {!report && values.dutiesType === '1' && canDraft && (
            <Button variant="text" disabled={uploading} onClick={() => void draft()} sx={{ ml: 1, minHeight: 44 }} data-testid="report-form-draft">
              {translate('app.dutyRecord.draft')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>{translate('app.report.fileHint')}</Typography>
          {uploading && <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.report.uploading')} />}
          {file && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="report-form-file-name">
              <span data-i18n="data">{file.name}</span>（{fileSizeText(file.size)}）
            </Typography>
          )}
        </Box>
        {problem && <Alert severity="error" data-testid="report-form-error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.report.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || uploading} data-testid="report-form-save">{translate('app.report.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
