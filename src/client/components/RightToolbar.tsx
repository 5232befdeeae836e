import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ToolbarColumn {
  key: string;
  label: string;
  visible: boolean;
}

interface RightToolbarProps {
  /** Omitted: the list has no search area, and no toggle for it. */
  showSearch?: boolean;
  onToggleSearch?(): void;
  onRefresh(): void;
  /** Omitted: no column chooser. */
  columns?: readonly ToolbarColumn[];
  onToggleColumn?(key: string): void;
}

function ToolButton({ title, onClick, testId, children }: { title: string; onClick(e: MouseEvent<HTMLElement>): void; testId: string; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" onClick={onClick} aria-label={title} data-testid={testId} sx={{ border: 1, borderColor: 'divider' }}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The right-side table toolbar of SPEC §2.3: toggle the search area, refresh, choose visible columns. */
export function RightToolbar({ showSearch, onToggleSearch, onRefresh, columns, onToggleColumn }: RightToolbarProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }} data-testid="right-toolbar">
      {onToggleSearch && (
        <ToolButton title={translate(showSearch ? 'app.table.hideSearch' : 'app.table.showSearch')} onClick={onToggleSearch} testId="toolbar-search">
          <SearchIcon fontSize="small" />
        </ToolButton>
      )}
      <ToolButton title={translate('app.table.refresh')} onClick={onRefresh} testId="toolbar-refresh">
        <RefreshIcon fontSize="small" />
      </ToolButton>
      {columns && onToggleColumn && (
        <>
          <ToolButton title={translate('app.table.columns')} onClick={(e) => setAnchor(e.currentTarget)} testId="toolbar-columns">
            <ViewColumnIcon fontSize="small" />
          </ToolButton>
          <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', py: 1, px: 2, maxHeight: 360, overflowY: 'auto' }} data-testid="column-chooser">
              {columns.map((c) => (
                <FormControlLabel
                  key={c.key}
                  label={c.label}
                  control={<Checkbox size="small" checked={c.visible} onChange={() => onToggleColumn(c.key)} />}
                  // The last visible column cannot be hidden: a table without columns helps nobody.
                  disabled={c.visible && columns.filter((x) => x.visible).length === 1}
                />
              ))}
            </Box>
          </Popover>
        </>
      )}
    </Box>
  );
}
