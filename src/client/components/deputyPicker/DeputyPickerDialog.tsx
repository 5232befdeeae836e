import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useHasRole } from '../../auth/index.ts';
import { RENDA_NO_ROLES, type Deputy, type DeputySearch } from './deputyApi.ts';
import { DeputyList } from './DeputyList.tsx';
import { useDeputyPage } from './useDeputyPage.ts';

export interface DeputyPickerProps {
  open: boolean;
  /** The deputies chosen so far: the 已选代表 list starts with them. */
  value: readonly Deputy[];
  onConfirm(deputies: Deputy[]): void;
  onCancel(): void;
  /** Holders of another role instead of the deputies (needs system:user:query on the server). */
  code?: string;
  /** Only the deputies of this level (renda_five_level: 2 省, 3 市). */
  deputyLevel?: string;
  /** Deputies not to offer: those the form's save refuses (a proposal's lead is no co-signer of it). */
  excludeIds?: readonly number[];
  title?: string;
}

/**
 * The deputy picker (SPEC §2.5): 所有代表, the search results 50 a page with previous and next; 已选代表, what
 * is chosen; 添加 moves the checked results across (each deputy once), 移除 takes checked ones back; 确定 hands
 * the chosen list to the caller. The deputy-number field is there for super_admin and dbt only.
 */
export function DeputyPickerDialog({ open, ...props }: DeputyPickerProps) {
  // Mounted while open: every opening starts from the caller's value and the first page.
  return (
    <Dialog open={open} onClose={props.onCancel} maxWidth="md" fullWidth aria-labelledby="deputy-picker-title" data-testid="deputy-picker">
      {open && <PickerBody {...props} />}
    </Dialog>
  );
}

function PickerBody({ value, onConfirm, onCancel, code, deputyLevel, excludeIds, title }: Omit<DeputyPickerProps, 'open'>) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.deputy.picker.${key}`, options);
  const numberSearch = useHasRole(RENDA_NO_ROLES);
  const [draft, setDraft] = useState<DeputySearch>({ nickname: '', rendaNo: '' });
  const [search, setSearch] = useState<DeputySearch>({ code, deputyLevel, excludeIds });
  const [pageNo, setPageNo] = useState(1);
  const page = useDeputyPage(search, pageNo, true);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<Deputy[]>(() => [...value]);
  const [selectedChecked, setSelectedChecked] = useState<ReadonlySet<number>>(new Set());

  const toggle = (set: ReadonlySet<number>, id: number) => {
    const next = new Set(set);
    if (!next.delete(id)) next.add(id);
    return next;
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ code, deputyLevel, excludeIds, nickname: draft.nickname, rendaNo: numberSearch ? draft.rendaNo : undefined });
    setPageNo(1);
    setChecked(new Set());
  };
  const append = () => {
    const chosen = new Set(selected.map((d) => d.id));
    const added = page.list.filter((d) => checked.has(d.id) && !chosen.has(d.id));
    setSelected([...selected, ...added]);
    setChecked(new Set());
  };
  const remove = () => {
    setSelected(selected.filter((d) => !selectedChecked.has(d.id)));
    setSelectedChecked(new Set());
  };
  const searching = Boolean(search.nickname?.trim() || search.rendaNo?.trim());

  const searchFields = (
    <Box component="form" role="search" onSubmit={submitSearch} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        size="small" label={t('nickname')} placeholder={t('placeholder')} value={draft.nickname}
        onChange={(e) => setDraft({ ...draft, nickname: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'deputy-search-nickname', maxLength: 30 } }} sx={{ flex: 1 }}
      />
      {numberSearch && (
        <TextField
          size="small" label={t('rendaNo')} placeholder={t('placeholder')} value={draft.rendaNo}
          onChange={(e) => setDraft({ ...draft, rendaNo: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'deputy-search-number', maxLength: 32 } }} sx={{ flex: 1 }}
        />
      )}
      <Button type="submit" variant="contained" size="small" data-testid="deputy-search">{t('search')}</Button>
    </Box>
  );
  const pager = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
      <Button size="small" startIcon={<ChevronLeft />} disabled={pageNo <= 1 || page.loading} onClick={() => setPageNo(pageNo - 1)} data-testid="deputy-prev">{t('prev')}</Button>
      <Typography variant="caption" color="text.secondary" aria-live="polite" data-testid="deputy-page">{t('page', { page: pageNo, pages: page.pageCount, total: page.total })}</Typography>
      <Button size="small" endIcon={<ChevronRight />} disabled={pageNo >= page.pageCount || page.loading} onClick={() => setPageNo(pageNo + 1)} data-testid="deputy-next">{t('next')}</Button>
    </Box>
  );

  return (
    <>
      <DialogTitle id="deputy-picker-title">{title ?? t('title')}</DialogTitle>
      <DialogContent dividers>
        {page.error && <Alert severity="error" sx={{ mb: 1 }}>{page.error}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="stretch">
          <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>
            {page.loading && <LinearProgress aria-label={t('loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
            <DeputyList
              title={t('all')} items={page.list} checked={checked} onToggle={(id) => setChecked(toggle(checked, id))} onEnter={append}
              emptyText={page.loading ? t('loading') : t(searching ? 'noMatch' : 'noData')} header={searchFields} footer={pager} testId="deputy-all"
            />
          </Box>
          <Stack spacing={1} justifyContent="center" alignItems="center">
            <Button variant="contained" size="small" endIcon={<ChevronRight />} disabled={!checked.size} onClick={append} data-testid="deputy-append">{t('append')}</Button>
            <Button variant="outlined" size="small" startIcon={<ChevronLeft />} disabled={!selectedChecked.size} onClick={remove} data-testid="deputy-remove">{t('remove')}</Button>
          </Stack>
          <DeputyList
            title={t('selected')} items={selected} checked={selectedChecked} onToggle={(id) => setSelectedChecked(toggle(selectedChecked, id))}
            onEnter={() => onConfirm(selected)} emptyText={t('noData')} testId="deputy-selected"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="deputy-cancel">{translate('app.common.cancel')}</Button>
        <Button variant="contained" onClick={() => onConfirm(selected)} data-testid="deputy-confirm">{translate('app.common.confirm')}</Button>
      </DialogActions>
    </>
  );
}
