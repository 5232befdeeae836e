import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { textFieldProps } from '../../resources/form/textFieldProps.ts';
import { sensitiveWordTags } from './systemToolsApi.ts';

/**
 * A sensitive word's tags (`"ui:widget": "tags"`, yudao's el-select with allow-create): the tags already in use to
 * pick from, and any new one typed and confirmed with Enter.
 */
export default function TagsWidget(props: WidgetProps) {
  const { id, value, onChange, placeholder } = props;
  const [known, setKnown] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    sensitiveWordTags().then((t) => live && setKnown(t), () => live && setKnown([]));
    return () => {
      live = false;
    };
  }, []);
  // rjsf fills an array's minItems with empty items before anything is chosen
  const tags = (Array.isArray(value) ? (value as unknown[]) : []).filter((t): t is string => typeof t === 'string' && t !== '');
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={known}
      value={tags}
      disabled={props.disabled || props.readonly}
      onChange={(_e, v) => onChange([...new Set(v.map((t) => t.trim()).filter(Boolean))])}
      renderValue={(selected, getItemProps) => selected.map((tag, index) => <Chip size="small" label={tag} {...getItemProps({ index })} key={tag} />)}
      renderInput={(params) => {
        // the label, required and error state of our other widgets; the input's own props stay the Autocomplete's
        const { label, required, error } = textFieldProps(props);
        return <TextField {...params} label={label} required={required} error={error} placeholder={placeholder} inputProps={{ ...params.inputProps, 'data-testid': `tags-${id}` }} />;
      }}
    />
  );
}
