import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HasPermi } from '../../auth/index.ts';
import { useLastView } from '../../boot/index.ts';
import { DictsCard } from './DictsCard.tsx';
import { LinksCard } from './LinksCard.tsx';
import { ProposalStatsCard } from './ProposalStatsCard.tsx';
import { RecentSurveysCard } from './RecentSurveysCard.tsx';
import { TodoCard } from './TodoCard.tsx';
import { UserCard } from './UserCard.tsx';
import { WorkCard } from './WorkCard.tsx';

/**
 * `/index`, the pinned home (首页). The cards load on mount, each on its own; the refresh button bumps one
 * key that all of them watch, so their reloads leave together (the refresh-queue e2e relies on that). Each user sees
 * what matters to them: a card shows only with the permission its call needs, so a deputy gets their surveys and
 * to-dos, a unit its to-dos, the staff the proposal figures, and only whoever keeps the dictionaries the system info.
 */
export function HomePage() {
  const translate = useTranslate();
  const [reloadKey, setReloadKey] = useState(0);
  const page = useRef<HTMLDivElement>(null);
  // The next open paints this page as it is once loaded, until the live one has its data (decision 94).
  useLastView(page);
  return (
    <Box data-testid="home-page" ref={page}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {translate('app.home.title')}
        </Typography>
        <Button variant="outlined" startIcon={<Refresh />} onClick={() => setReloadKey((k) => k + 1)} data-testid="home-refresh">
          {translate('app.common.refresh')}
        </Button>
      </Box>
      {/* The staff's figures on proposals and suggestions, across the page: its charts need the width. */}
      <HasPermi value={['renda:proposal:query']}>
        <Box sx={{ mb: 2 }}>
          <ProposalStatsCard reloadKey={reloadKey} />
        </Box>
      </HasPermi>
      {/* Two columns from md up: who and what waits for them on the left, where to go on the right. */}
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
        <Stack spacing={2}>
          <UserCard reloadKey={reloadKey} />
          {/* Each card only for users whose permissions let its call succeed (SPEC §6). */}
          {/* 我的待办: open tasks and surveys to answer, for whoever may have either */}
          <HasPermi value={['bpm:task:query', 'renda:my-survey:query']}>
            <TodoCard reloadKey={reloadKey} />
          </HasPermi>
          <HasPermi value={['renda:my-survey:query']}>
            <WorkCard reloadKey={reloadKey} />
          </HasPermi>
          <HasPermi value={['system:dict:query']}>
            <DictsCard reloadKey={reloadKey} />
          </HasPermi>
        </Stack>
        <Stack spacing={2}>
          <HasPermi value={['renda:survey:query']}>
            <RecentSurveysCard reloadKey={reloadKey} />
          </HasPermi>
          <LinksCard reloadKey={reloadKey} />
        </Stack>
      </Box>
    </Box>
  );
}

export default HomePage;
