import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../../lib/index.ts';
import { routeStore } from '../../routes/index.ts';
import { routeTitle } from '../state/routeLookup.ts';
import { createSearch, searchPool, type SearchItem } from './routeSearch.ts';

/**
 * The header search (SPEC §2.3): a fuzzy search over the user's visible routes by title and path. A result
 * navigates, or opens an http(s) link in a new window. The box unfolds from an icon, as in yudao.
 */
export function HeaderSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const tree = useStore(routeStore, (s) => s.tree);
  const search = useMemo(() => createSearch(searchPool(tree, (r) => routeTitle(r, translate))), [tree, translate]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const options = useMemo(() => search(query), [search, query]);

  const choose = (item: SearchItem | null) => {
    if (!item) return;
    if (item.external) window.open(item.path, '_blank', 'noopener');
    else navigate(item.path);
    setQuery('');
    setOpen(false);
  };

  return (
    <Box data-testid="header-search" sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton size="small" onClick={() => setOpen((o) => !o)} aria-label={translate('app.shell.search.label')} data-testid="header-search-toggle">
        <Search />
      </IconButton>
      {open && (
        <Autocomplete<SearchItem>
          size="small"
          openOnFocus
          options={options}
          filterOptions={(o) => o}
          getOptionLabel={(o) => o.title.join(' > ')}
          isOptionEqualToValue={(a, b) => a.path === b.path}
          inputValue={query}
          onInputChange={(_, v) => setQuery(v)}
          onChange={(_, v) => choose(v)}
          onBlur={() => setOpen(false)}
          noOptionsText={translate('app.shell.search.empty')}
          renderOption={({ key, ...props }, o) => (
            <li key={key} {...props} data-testid="header-search-option">
              {o.title.join(' > ')}
            </li>
          )}
          renderInput={(params) => <TextField {...params} autoFocus placeholder={translate('app.shell.search.placeholder')} variant="standard" />}
          sx={{ width: 210 }}
        />
      )}
    </Box>
  );
}
