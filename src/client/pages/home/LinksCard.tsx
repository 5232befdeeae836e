import LinkOutlined from '@mui/icons-material/LinkOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { systemApi } from '../../api/index.ts';
import { buildRouteTree, visibleLeaves, type AppRoute } from '../../routes/index.ts';
import { seededText } from '../../i18n/seeded.ts';
import { routeTitle } from '../../shell/state/routeLookup.ts';
import { HomeCard } from './HomeCard.tsx';
import { useLoader } from './useLoader.ts';

const MAX_GROUPS = 6;
const LINKS_PER_GROUP = 4;

export interface LinkGroup {
  /** The top-level menu's name, or null for the group of top-level pages and links. */
  title: string | null;
  key: string;
  links: AppRoute[];
}

/**
 * The first visible pages of each top-level menu, under that menu's name; top-level pages and links
 * (which have no menu of their own) share one untitled group at the end.
 */
export function quickLinkGroups(tree: readonly AppRoute[]): LinkGroup[] {
  const visible = tree.filter((top) => !top.hidden);
  const groups: LinkGroup[] = visible
    .filter((top) => top.children.length > 0)
    .map((top) => ({ title: top.title, key: top.id, links: visibleLeaves([top]).slice(0, LINKS_PER_GROUP) }))
    .filter((g) => g.links.length > 0)
    .slice(0, MAX_GROUPS);
  const loose = visibleLeaves(visible.filter((top) => top.children.length === 0)).slice(0, LINKS_PER_GROUP);
  if (loose.length) groups.push({ title: null, key: 'loose', links: loose });
  return groups;
}

function QuickLink({ route }: { route: AppRoute }) {
  const translate = useTranslate();
  if (route.external) {
    return (
      <Button variant="outlined" size="small" href={route.path} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew sx={{ fontSize: 14 }} />} data-testid="home-link">
        {routeTitle(route, translate)}
      </Button>
    );
  }
  return (
    <Button variant="outlined" size="small" component={Link} to={route.path} data-testid="home-link">
      {routeTitle(route, translate)}
    </Button>
  );
}

/** Quick links: the signed-in user's first visible menu pages, grouped by top-level menu. */
export function LinksCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const state = useLoader(systemApi.listMenus, reloadKey);
  return (
    <HomeCard testId="home-links" title={translate('app.home.linksTitle')} icon={<LinkOutlined color="primary" />} state={state}>
      {(menus) => {
        const groups = quickLinkGroups(buildRouteTree(menus));
        if (groups.length === 0) return <Typography color="text.secondary">{translate('app.home.noLinks')}</Typography>;
        return (
          <Stack spacing={1.5}>
            {groups.map(({ title, key, links }) => (
              <Box key={key}>
                {/* A menu's name comes from the server: data, shown as it is in every language. */}
                <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }} data-i18n={title ? 'data' : undefined}>
                  {title ? seededText(translate, title) : translate('app.home.otherLinks')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {links.map((r) => (
                    <QuickLink key={r.id} route={r} />
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        );
      }}
    </HomeCard>
  );
}
