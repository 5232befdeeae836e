import AddIcon from '@mui/icons-material/Add';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RemoveIcon from '@mui/icons-material/Remove';
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';

/** The diagram's 放大, 缩小 and 适应画布 buttons, over its top right corner: a phone has no wheel to zoom with. */
export function DiagramZoom({ onZoom, t }: { onZoom(how: 'in' | 'out' | 'fit'): void; t: (key: string) => string }) {
  const button = (how: 'in' | 'out' | 'fit', icon: ReactNode) => (
    <Tooltip title={t(`zoom.${how}`)}>
      <IconButton aria-label={t(`zoom.${how}`)} onClick={() => onZoom(how)} data-testid={`viewer-zoom-${how}`} sx={{ width: 44, height: 44 }}>{icon}</IconButton>
    </Tooltip>
  );
  return (
    <Paper variant="outlined" sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', zIndex: 1 }}>
      {button('in', <AddIcon />)}
      {button('out', <RemoveIcon />)}
      {button('fit', <FitScreenIcon />)}
    </Paper>
  );
}
