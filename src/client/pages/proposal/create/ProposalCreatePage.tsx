import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrors, notifier } from '../../../api/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import { MessagePage, PageLoading } from '../../../components/index.ts';
import type { Deputy } from '../../../components/deputyPicker/index.ts';
import { useDict } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { FilesField } from '../FilesField.tsx';
import { proposalApi, STATUS, type FileRef, type Proposal, type ProposalInput } from '../proposalApi.ts';
import { useProposalText } from '../useProposalText.ts';
import { CosignerField } from './CosignerField.tsx';
import { RichTextField } from './RichTextField.tsx';

/** The server accepts these two types (议案, 建议) of the dictionary. */
const TYPES = ['1', '2'];
const MOBILE = /^[0-9+\-() ]*$/;

interface Values {
  title: string;
  type: string;
  category: string;
  content: string;
  cosigners: Deputy[];
  contactName: string;
  contactMobile: string;
  openStatus: string;
  attachments: FileRef[];
  session: string;
  year: string;
}
type Field = keyof Values;

const EMPTY: Values = {
  title: '', type: '', category: '', content: '', cosigners: [], contactName: '', contactMobile: '', openStatus: '',
  attachments: [], session: '', year: String(new Date().getFullYear()),
};

const valuesOf = (p: Proposal): Values => ({
  title: p.title, type: p.type, category: p.category ?? '', content: p.content ?? '',
  cosigners: p.cosigners.map((c) => ({ id: c.id, rendaNo: null, nickname: c.nickname ?? `#${c.id}` })),
  contactName: p.contactName ?? '', contactMobile: p.contactMobile ?? '', openStatus: p.openStatus ?? '',
  attachments: p.attachments ?? [], session: p.session ?? '', year: p.year ? String(p.year) : '',
});

const orNull = (s: string) => s.trim() || null;
const inputOf = (v: Values): ProposalInput => ({
  title: v.title.trim(), type: v.type, category: v.category || null, content: v.content || null, cosignerIds: v.cosigners.map((d) => d.id),
  contactName: orNull(v.contactName), contactMobile: orNull(v.contactMobile), openStatus: v.openStatus || null, attachments: v.attachments,
  session: orNull(v.session), year: v.year ? Number(v.year) : null,
});

/**
 * 提交建议 (/proposal/create; `?id=` a draft or a returned proposal): the deputy's proposal with its co-signers and
 * attachments, saved as a draft or submitted into review. A draft needs a title and a type; a submission the
 * category and the content too. The server's field messages show on their fields.
 */
export default function ProposalCreatePage(_props: MenuPageProps) {
  // the page is kept alive between visits: each visit starts a fresh form (a new draft, or the one of ?id= as it is now)
  const location = useLocation();
  const [params] = useSearchParams();
  return <ProposalForm key={location.key} givenId={params.get('id') ? Number(params.get('id')) : null} />;
}

function ProposalForm({ givenId }: { givenId: number | null }) {
  const { t } = useProposalText();
  const navigate = useNavigate();
  // a new draft's id once saved, so saving again updates it
  const [id, setId] = useState(givenId);
  const types = useDict('renda_proposal_type').filter((o) => TYPES.includes(o.value));
  const categories = useDict('renda_proposal_category');
  const openStatuses = useDict('renda_open_status');
  const [values, setValues] = useState<Values | null>(givenId ? null : EMPTY);
  const [locked, setLocked] = useState<'missing' | 'submitted' | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [dialog, confirm] = useConfirm();

  useEffect(() => {
    if (!givenId) return;
    proposalApi.get(givenId).then((p) => {
      if (p.status !== STATUS.DRAFT && p.status !== STATUS.RETURNED) setLocked('submitted');
      else setValues(valuesOf(p));
    }, () => setLocked('missing'));
  }, [givenId]);

  if (locked) {
    return <MessagePage title={t(locked === 'missing' ? 'notFound' : 'form.notEditable')} actions={<Button variant="contained" onClick={() => navigate('/renda/my-proposal')}>{t('back')}</Button>} />;
  }
  if (!values) return <PageLoading />;

  // From the current state, not this render's: an upload ends after later typing (the content's debounced change
  // among it), and a copy of this render's values would put back what was there when the file was chosen.
  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (submitting: boolean): boolean => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.title.trim()) found.title = t('form.required.title');
    if (!values.type) found.type = t('form.required.type');
    if (submitting && !values.category) found.category = t('form.required.category');
    if (submitting && !values.content.replace(/<[^>]*>/g, '').trim()) found.content = t('form.required.content');
    if (!MOBILE.test(values.contactMobile)) found.contactMobile = t('form.badMobile');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Saves (creates the draft the first time) and answers its id; the server's field messages go on the fields. */
  const save = async (): Promise<number | null> => {
    try {
      if (id) {
        await proposalApi.update(id, inputOf(values));
        return id;
      }
      const created = await proposalApi.create(inputOf(values));
      setId(created);
      // the address names the draft (a reload edits it) without a navigation that would start the form afresh
      window.history.replaceState(window.history.state, '', `${window.location.pathname}?id=${created}`);
      return created;
    } catch (e) {
      const byField = Object.fromEntries(fieldErrors(e).map((f) => [f.field.split(/[./]/).filter(Boolean)[0], f.message]));
      setErrors(byField);
      return null;
    }
  };

  const run = async (submitting: boolean) => {
    if (!validate(submitting)) return;
    // submitting hands it to the staff for good: ask first, saying so; 取消 leaves the form as it is, unsaved
    if (submitting && !(await confirm(t('form.confirmSubmit'), { title: t('form.confirmTitle'), confirmLabel: t('form.confirmOk') }))) return;
    setBusy(true);
    try {
      const saved = await save();
      if (saved === null) return;
      if (!submitting) {
        notifier.toast('success', t('form.saved'));
        return;
      }
      await proposalApi.submit(saved);
      notifier.toast('success', t('form.submitted'));
      navigate(`/proposal/detail?id=${saved}`);
    } catch {
      // the http client has shown the server's refusal (not the deputy's, already submitted…)
    } finally {
      setBusy(false);
    }
  };

  const text = (field: 'title' | 'contactName' | 'contactMobile' | 'session' | 'year', props: { required?: boolean; maxLength?: number; type?: string } = {}) => (
    <TextField label={t(`field.${field}`)} required={props.required} type={props.type} value={values[field]} onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])} helperText={errors[field]} slotProps={{ htmlInput: { maxLength: props.maxLength, 'data-testid': `proposal-${field}` } }} />
  );
  const select = (field: 'type' | 'category' | 'openStatus', options: readonly { value: string; label: string }[], required = false) => (
    <TextField select label={t(`field.${field}`)} required={required} value={values[field]} onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])} helperText={errors[field]} data-testid={`proposal-${field}`}>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );

  return (
    <Box sx={{ p: 2 }} data-testid="proposal-create-page">
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 960, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography variant="h6" component="h2">{t(id ? 'form.editTitle' : 'form.createTitle')}</Typography>
        {text('title', { required: true, maxLength: 200 })}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
          {select('type', types, true)}
          {select('category', categories, true)}
          {select('openStatus', openStatuses)}
        </Box>
        <RichTextField id="proposal-content" label={t('field.content')} required value={values.content} onChange={(html) => set('content', html)} error={errors.content} />
        <CosignerField label={t('field.cosigners')} value={values.cosigners} onChange={(d) => set('cosigners', d)} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          {text('contactName', { maxLength: 30 })}
          {text('contactMobile', { maxLength: 20 })}
          {text('session', { maxLength: 100 })}
          {text('year', { type: 'number' })}
        </Box>
        <FilesField label={t('field.attachments')} value={values.attachments} onChange={(update) => setValues((current) => (current ? { ...current, attachments: update(current.attachments) } : current))} testId="proposal-attachments" />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" disabled={busy} onClick={() => void run(false)} data-testid="proposal-save">{t('form.saveDraft')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void run(true)} data-testid="proposal-submit">{t('form.submit')}</Button>
          <Button onClick={() => navigate('/renda/my-proposal')}>{t('back')}</Button>
        </Box>
      </Paper>
      {dialog}
    </Box>
  );
}
