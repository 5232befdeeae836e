import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { BpmUser } from './instanceApi.ts';
import { personLabel, useAssigneeOptions } from './useAssigneeOptions.ts';

/**
 * The people an operation reaches (抄送, 加签): enabled users searched by nickname as one types, each shown with
 * their department; required, so a missing choice says `requiredText` once the form was tried.
 */
export function PeoplePicker({ label, value, onChange, missing, requiredText, testId, autoFocus = false }: {
  label: string;
  value: BpmUser[];
  onChange(users: BpmUser[]): void;
  missing: boolean;
  requiredText: string;
  testId: string;
  autoFocus?: boolean;
}) {
  const [search, setSearch] = useState('');
  const options = useAssigneeOptions(search);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_, users) => onChange(users)}
      onInputChange={(_, text, why) => why === 'input' && setSearch(text)}
      getOptionLabel={personLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField {...params} autoFocus={autoFocus} margin="dense" required label={label} error={missing} helperText={missing ? requiredText : ' '} data-testid={testId} />
      )}
    />
  );
}
