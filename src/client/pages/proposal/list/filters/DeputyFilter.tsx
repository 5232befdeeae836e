import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { deputiesByIds, deputyLabel, pageDeputies, type Deputy } from '../../../../components/deputyPicker/index.ts';
import type { FilterWidgetProps } from '../../../../resources/extensions.ts';

/** 领衔代表 of the staff list: a deputy found by name, pinyin or initials (the picker's search), not an id to type. */
export function DeputyFilter({ label, value, onChange, testId }: FilterWidgetProps) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Deputy[]>([]);
  const [chosen, setChosen] = useState<Deputy | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      pageDeputies({ nickname: input }, 1).then((page) => live && setOptions(page.list), () => live && setOptions([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input]);
  // a value the list starts with (its kept filter) is named once looked up
  useEffect(() => {
    if (typeof value !== 'number' || chosen?.id === value) return;
    let live = true;
    deputiesByIds([value]).then(([d]) => live && d && setChosen(d), () => undefined);
    return () => {
      live = false;
    };
  }, [value, chosen]);
  // 重置 empties the value: the field follows
  const shown = value === undefined || value === '' ? null : chosen;
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 220 } }}
      options={options}
      value={shown}
      filterOptions={(o) => o}
      getOptionLabel={deputyLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, d) => {
        setChosen(d);
        onChange(d ? d.id : undefined);
      }}
      onInputChange={(_e, text, reason) => reason === 'input' && setInput(text)}
      renderInput={(params) => <TextField {...params} variant="outlined" label={label} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }} />}
    />
  );
}
