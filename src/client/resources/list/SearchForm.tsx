import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterSpec } from '../../../shared/manifest/types.ts';
import type { ManifestResource } from '../../api/index.ts';
import { filterWidgetOf } from '../extensions.ts';
import { fieldTitle, propertyOf } from '../fields.ts';
import { FilterField } from './FilterField.tsx';
import { cleanFilter, valuesFromFilter, type SearchValue, type SearchValues } from './searchValues.ts';

interface SearchFormProps {
  resource: ManifestResource;
  filters: readonly FilterSpec[];
  /** The list's current filter (the form starts from it). */
  current: Record<string, unknown>;
  /** Called with the cleaned filter on 搜索, and with {} on 重置. */
  onSearch(filter: Record<string, unknown>): void;
}

/** The search area above a generated list: one input per manifest filter, then 搜索 / 重置. */
export function SearchForm({ resource, filters, current, onSearch }: SearchFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<SearchValues>(() => valuesFromFilter(filters, current));
  if (filters.length === 0) return null;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    onSearch(cleanFilter(values));
  };
  const reset = () => {
    setValues({});
    onSearch({});
  };

  return (
    <Box
      component="form"
      role="search"
      data-testid="search-form"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}
    >
      {filters.map((f) => {
        const Widget = filterWidgetOf(resource.name, f.field);
        const onChange = (v: SearchValue) => setValues((old) => ({ ...old, [f.field]: v }));
        return Widget ? (
          <Widget key={f.field} label={fieldTitle(resource, f.field)} value={values[f.field]} onChange={onChange} testId={`filter-${f.field}`} />
        ) : (
          <FilterField
            key={f.field}
            filter={f}
            property={{ ...propertyOf(resource, f.field), title: fieldTitle(resource, f.field) }}
            value={values[f.field]}
            onChange={onChange}
            onSubmit={submit}
          />
        );
      })}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" startIcon={<SearchIcon />} data-testid="search-submit">
          {translate('app.generated.search')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<RefreshIcon />} onClick={reset} data-testid="search-reset">
          {translate('app.generated.reset')}
        </Button>
      </Box>
    </Box>
  );
}
