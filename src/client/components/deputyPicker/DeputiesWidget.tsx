import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { deputiesByIds, type Deputy } from './deputyApi.ts';
import { DeputyChips } from './DeputyChips.tsx';
import { DeputyPickerDialog } from './DeputyPickerDialog.tsx';

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : []);

/**
 * `@widget deputies` for generated forms: an array of user ids, chosen with the deputy picker and shown as the
 * picker shows them. Ids the form starts with are looked up once (an unknown id keeps its number as the label).
 */
export default function DeputiesWidget({ id, label, value, onChange, disabled, readonly, required, options }: WidgetProps) {
  const translate = useTranslate();
  const ids = idsOf(value);
  const [known, setKnown] = useState<Map<number, Deputy>>(new Map());
  const [open, setOpen] = useState(false);
  const missing = ids.filter((i) => !known.has(i));

  useEffect(() => {
    if (!missing.length) return;
    let current = true;
    deputiesByIds(missing).then(
      (found) => current && setKnown((k) => new Map([...k, ...missing.map((i): [number, Deputy] => [i, { id: i, rendaNo: null, nickname: `#${i}` }]), ...found.map((d): [number, Deputy] => [d.id, d])])),
      () => current && setKnown((k) => new Map([...k, ...missing.map((i): [number, Deputy] => [i, { id: i, rendaNo: null, nickname: `#${i}` }])])),
    );
    return () => {
      current = false;
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids still unknown, as text: a new array of the same ids is the same lookup
  }, [missing.join(',')]);

  const deputies = ids.map((i) => known.get(i) ?? { id: i, rendaNo: null, nickname: `#${i}` });
  const locked = disabled || readonly;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {/* the field's title describes the button, whose own name stays the text it shows (选择代表) */}
      <FormLabel id={`${id}-label`} required={required}>{label}</FormLabel>
      <DeputyChips deputies={deputies} emptyText={translate('app.deputy.picker.noneChosen')} onRemove={locked ? undefined : (gone) => onChange(ids.filter((i) => i !== gone))} testId={`${id}-chosen`} />
      <Box>
        <Button id={id} aria-describedby={`${id}-label`} variant="outlined" size="small" disabled={locked} onClick={() => setOpen(true)}>{translate('app.deputy.picker.title')}</Button>
      </Box>
      <DeputyPickerDialog
        open={open}
        value={deputies}
        code={typeof options.code === 'string' ? options.code : undefined}
        deputyLevel={typeof options.deputyLevel === 'string' ? options.deputyLevel : undefined}
        onCancel={() => setOpen(false)}
        onConfirm={(chosen) => {
          setKnown((k) => new Map([...k, ...chosen.map((d): [number, Deputy] => [d.id, d])]));
          onChange(chosen.map((d) => d.id));
          setOpen(false);
        }}
      />
    </Box>
  );
}
