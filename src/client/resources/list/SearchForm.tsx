import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterSpec, PropertySchema } from '../../../shared/manifest/types.ts';
import type { ManifestResource } from '../../api/index.ts';
import { filterWidgetOf, type FilterWidgetProps } from '../extensions.ts';
import { fieldTitle, propertyOf } from '../fields.ts';
import { FilterField } from './FilterField.tsx';
import { cleanFilter, valuesFromFilter, type SearchValue, type SearchValues } from './searchValues.ts';

/** One input of a search form: its filter, the field it reads (its title is the label) and, optionally, its own widget. */
export interface SearchInput {
  filter: FilterSpec;
  property: PropertySchema;
  widget?: ComponentType<FilterWidgetProps>;
}

interface FilterSearchFormProps {
  inputs: readonly SearchInput[];
  /** The list's current filter (the form starts from it). */
  current: Record<string, unknown>;
  /** Called with the cleaned filter on 搜索, and with {} on 重置. */
  onSearch(filter: Record<string, unknown>): void;
}

/**
 * The search area above every list (issue 13: generated or bespoke, one frame): one input per filter, then 搜索 /
 * 重置. Bespoke lists (tasks, processes) declare their inputs as filters on described fields, so their texts, selects
 * and date pickers are the generated lists' own.
 */
export function FilterSearchForm({ inputs, current, onSearch }: FilterSearchFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<SearchValues>(() => valuesFromFilter(inputs.map((i) => i.filter), current));
  if (inputs.length === 0) return null;

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
      {inputs.map(({ filter: f, property, widget: Widget }) => {
        const onChange = (v: SearchValue) => setValues((old) => ({ ...old, [f.field]: v }));
        return Widget ? (
          <Widget key={f.field} label={property.title ?? f.field} value={values[f.field]} onChange={onChange} testId={`filter-${f.field}`} />
        ) : (
          <FilterField key={f.field} filter={f} property={property} value={values[f.field]} onChange={onChange} onSubmit={submit} />
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

interface SearchFormProps {
  resource: ManifestResource;
  filters: readonly FilterSpec[];
  /** The list's current filter (the form starts from it). */
  current: Record<string, unknown>;
  /** Called with the cleaned filter on 搜索, and with {} on 重置. */
  onSearch(filter: Record<string, unknown>): void;
}

/** The search area above a generated list: the manifest's filters, with the widgets features registered for them. */
export function SearchForm({ resource, filters, current, onSearch }: SearchFormProps) {
  const inputs = filters.map((filter) => ({
    filter,
    property: { ...propertyOf(resource, filter.field), title: fieldTitle(resource, filter.field) },
    widget: filterWidgetOf(resource.name, filter.field),
  }));
  return <FilterSearchForm inputs={inputs} current={current} onSearch={onSearch} />;
}
