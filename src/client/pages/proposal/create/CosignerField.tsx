import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../auth/index.ts';
import { DeputyChips, DeputyPickerDialog, type Deputy } from '../../../components/deputyPicker/index.ts';

/**
 * 附议代表: chosen with the deputy picker (SPEC §2.5), shown as chips that can be taken away. The picker does not
 * offer the lead deputy, who writes the proposal (the save refuses him among its co-signers).
 */
export function CosignerField({ label, value, onChange }: { label: string; value: readonly Deputy[]; onChange(deputies: Deputy[]): void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const lead = useSession().user?.id;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="proposal-cosigners">
      <FormLabel id="proposal-cosigners-label">{label}</FormLabel>
      <DeputyChips deputies={[...value]} emptyText={translate('app.deputy.picker.noneChosen')} onRemove={(gone) => onChange(value.filter((d) => d.id !== gone))} testId="proposal-cosigners-chosen" />
      <Box>
        <Button aria-describedby="proposal-cosigners-label" variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="proposal-cosigners-pick">
          {translate('app.deputy.picker.title')}
        </Button>
      </Box>
      <DeputyPickerDialog open={open} value={[...value]} excludeIds={lead ? [lead] : []} onCancel={() => setOpen(false)} onConfirm={(chosen) => { onChange(chosen); setOpen(false); }} />
    </Box>
  );
}
