import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useStore } from '../../lib/index.ts';
import { routeStore } from '../../routes/index.ts';
import { findRoute, findTrail, HOME_PATH, routeTitle } from '../state/routeLookup.ts';

/** Home, then the menu entries down to the current page (SPEC §2.3 "breadcrumb (home prepended)"). */
export function Breadcrumb() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { tree, pages } = useStore(routeStore, (s) => s);
  const home = translate('app.home.title');
  let trail = findTrail(tree, pathname);
  if (trail.length === 0) {
    // A fixed route that is no menu entry (e.g. /user/profile on a server without it): its own title.
    const fixed = findRoute(pages, pathname);
    trail = fixed ? [fixed] : [];
  }
  const items = pathname === HOME_PATH ? [] : trail;
  return (
    <Breadcrumbs data-testid="breadcrumb" aria-label="breadcrumb" sx={{ fontSize: 14, minWidth: 0, '& ol': { flexWrap: 'nowrap' }, '& li': { whiteSpace: 'nowrap' } }}>
      {items.length === 0 ? (
        <Typography color="text.secondary" fontSize={14}>
          {home}
        </Typography>
      ) : (
        <Link component={RouterLink} to={HOME_PATH} underline="hover" color="text.primary" fontSize={14}>
          {home}
        </Link>
      )}
      {items.map((r, i) => (
        // Directories and the current page are plain text, as in yudao (only pages before the last link).
        <Typography key={r.id} color={i === items.length - 1 ? 'text.secondary' : 'text.primary'} fontSize={14}>
          {routeTitle(r, translate)}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}
