import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import type { ManifestResource } from '../../api/index.ts';
import { RightToolbar, type ToolbarColumn } from '../../components/index.ts';
import { Guarded } from '../Guarded.tsx';
import { ExtraToolbarActions } from './ExtraToolbarActions.tsx';

interface ListToolbarProps {
  resource: ManifestResource;
  onCreate(): void;
  onExport(): void;
  exporting: boolean;
  showSearch: boolean;
  onToggleSearch(): void;
  onRefresh(): void;
  columns: readonly ToolbarColumn[];
  onToggleColumn(key: string): void;
}

/**
 * 新增 and 导出 on the left (each behind its permission code), then the registered extra buttons (导入 of users), the
 * right toolbar on the right.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { resource, onCreate, onExport, exporting } = props;
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }} data-testid="list-toolbar">
      <Guarded resource={resource} op="create">
        <Button variant="outlined" color="primary" size="small" startIcon={<AddIcon />} onClick={onCreate} data-testid="toolbar-create">
          {translate('app.generated.add')}
        </Button>
      </Guarded>
      <Guarded resource={resource} op="export">
        <Button
          variant="outlined"
          color="warning"
          size="small"
          startIcon={exporting ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}
          onClick={onExport}
          disabled={exporting}
          aria-busy={exporting}
          data-testid="toolbar-export"
        >
          {translate(exporting ? 'app.generated.exporting' : 'app.generated.export')}
        </Button>
      </Guarded>
      <ExtraToolbarActions resource={resource} onRefresh={props.onRefresh} />
      <RightToolbar
        showSearch={props.showSearch}
        onToggleSearch={props.onToggleSearch}
        onRefresh={props.onRefresh}
        columns={props.columns}
        onToggleColumn={props.onToggleColumn}
      />
    </Box>
  );
}
