import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuPageProps } from '../../routes/types.ts';
import { ListFrame } from '../../resources/index.ts';
import { DeputyFilter } from '../proposal/list/filters/DeputyFilter.tsx';
import { DutyRecordView } from './DutyRecordView.tsx';

/** 代表履职档案 (renda/dutyRecord/index, `?deputyId=&year=`): the staff choose a deputy and read their record. */
export default function DutyRecordPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const deputyId = Number(search.get('deputyId')) || undefined;
  const year = Number(search.get('year')) || undefined;
  const choose = (id: unknown) => navigate(typeof id === 'number' ? `${location.pathname}?deputyId=${id}${year ? `&year=${year}` : ''}` : location.pathname, { replace: true });
  return (
    <ListFrame testId="duty-record">
      <Box sx={{ mb: 1.5 }}>
        <DeputyFilter label={translate('app.dutyRecord.deputy')} value={deputyId} onChange={choose} testId="record-deputy" />
      </Box>
      {deputyId
        ? <DutyRecordView key={deputyId} deputyId={deputyId} initialYear={year} testId="duty-record-view" />
        : <Typography color="text.secondary">{translate('app.dutyRecord.chooseDeputy')}</Typography>}
    </ListFrame>
  );
}
