import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { API_BASE_URL, systemApi } from '../../api/index.ts';
import { groupDictData } from '../../dict/index.ts';
import { HomeCard } from './HomeCard.tsx';
import { HomeFigure } from './HomeFigure.tsx';
import { useLoader } from './useLoader.ts';

/** System info: how many dictionary types and entries the server has (a live read, not the cached store). */
export function DictsCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const state = useLoader(systemApi.listAllSimpleDictData, reloadKey);
  return (
    <HomeCard testId="home-dicts" title={translate('app.home.systemTitle')} icon={<InfoOutlined color="primary" />} state={state}>
      {(rows) => (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 1.5 }}>
            <HomeFigure value={Object.keys(groupDictData(rows ?? [])).length} label={translate('app.home.dictTypes')} testId="home-dict-types" />
            <HomeFigure value={rows?.length ?? 0} label={translate('app.home.dictEntries')} testId="home-dict-entries" />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('app.home.apiBase')} <code>{API_BASE_URL}</code>
          </Typography>
        </>
      )}
    </HomeCard>
  );
}
