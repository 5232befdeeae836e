import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DictTag } from '../../dict/index.ts';
import { getArea, listSubAreas, pageAreaDeputies, type AreaRow, type DeputyRecord } from './areaApi.ts';

const PAGE_SIZE = 20;

/**
 * 下级选区 (`/selection/type/index/{areaId}`, menu key `renda/selection/children`): one area's sub-areas with their
 * deputy counts (each opens its own sub-areas), and the deputies of the area and the areas below it, a page at a time.
 * The route only matches a numeric id (SPEC §9); an id that names no area says so.
 */
export default function SubAreasPage() {
  const areaId = Number(useParams().areaId);
  const [area, setArea] = useState<AreaRow | null>(null);
  const [children, setChildren] = useState<AreaRow[]>([]);
  const [deputies, setDeputies] = useState<{ list: DeputyRecord[]; total: number }>({ list: [], total: 0 });
  const [page, setPage] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    setPage(0);
    Promise.all([getArea(areaId), listSubAreas(areaId)])
      .then(([a, c]) => live && (setArea(a), setChildren(c)))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [areaId]);

  useEffect(() => {
    let live = true;
    pageAreaDeputies(areaId, page + 1, PAGE_SIZE).then((d) => live && setDeputies(d)).catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [areaId, page]);

  const back = area && area.parentId ? `/selection/type/index/${area.parentId}` : '/renda/selection';
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="sub-areas-page">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} size="small">返回</Button>
        <Typography variant="h6">{area ? `${area.name}：下级选区` : '下级选区'}</Typography>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined">
        <Table size="small" aria-label="下级选区">
          <TableHead>
            <TableRow>
              <TableCell>选区名称</TableCell>
              <TableCell>选区代码</TableCell>
              <TableCell>选区来源</TableCell>
              <TableCell align="right">应选代表名额</TableCell>
              <TableCell align="right">代表人数</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {children.length === 0 && (
              <TableRow><TableCell colSpan={5} align="center">没有下级选区</TableCell></TableRow>
            )}
            {children.map((c) => (
              <TableRow key={c.id} hover>
                <TableCell><RouterLink to={`/selection/type/index/${c.id}`}>{c.name}</RouterLink></TableCell>
                <TableCell>{c.code}</TableCell>
                <TableCell>{c.areaSource ? <DictTag type="renda_area_source" value={c.areaSource} /> : null}</TableCell>
                <TableCell align="right">{c.quota ?? ''}</TableCell>
                <TableCell align="right">{c.deputyCount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Typography variant="subtitle1">本选区代表（{deputies.total}）</Typography>
      <Paper variant="outlined">
        <Table size="small" aria-label="本选区代表">
          <TableHead>
            <TableRow>
              <TableCell>代表证号</TableCell>
              <TableCell>姓名</TableCell>
              <TableCell>代表层级</TableCell>
              <TableCell>代表团类型</TableCell>
              <TableCell>连任状态</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deputies.list.length === 0 && (
              <TableRow><TableCell colSpan={5} align="center">暂无代表</TableCell></TableRow>
            )}
            {deputies.list.map((d) => (
              <TableRow key={d.id} hover>
                <TableCell>{d.rendaNo}</TableCell>
                <TableCell>{d.nickname}</TableCell>
                <TableCell>{d.deputyLevel ? <DictTag type="renda_five_level" value={d.deputyLevel} /> : null}</TableCell>
                <TableCell>{d.delegationType ? <DictTag type="renda_delegation_type" value={d.delegationType} /> : null}</TableCell>
                <TableCell>{d.reappointmentStatus ? <DictTag type="renda_reappointment_status" value={d.reappointmentStatus} /> : null}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={deputies.total}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, p) => setPage(p)}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
        />
      </Paper>
    </Box>
  );
}
