import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { systemApi } from '../../api/index.ts';
import { groupDictData } from '../../dict/index.ts';
import { HomeCard } from './HomeCard.tsx';
import { HomeFigure } from './HomeFigure.tsx';
import { useLoader } from './useLoader.ts';

/**
 * System info for those who keep the dictionaries (HomePage shows it with system:dict:query only): how many types and
 * entries the server has, a live read, not the cached store. Nothing here means anything to a deputy or a unit.
 */
export function DictsCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const state = useLoader(systemApi.listAllSimpleDictData, reloadKey);
  return (
    <HomeCard testId="home-dicts" title={translate('app.home.systemTitle')} icon={<InfoOutlined color="primary" />} state={state}>
      {(rows) => (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <HomeFigure value={Object.keys(groupDictData(rows ?? [])).length} label={translate('app.home.dictTypes')} testId="home-dict-types" />
          <HomeFigure value={rows?.length ?? 0} label={translate('app.home.dictEntries')} testId="home-dict-entries" />
        </Box>
      )}
    </HomeCard>
  );
}
