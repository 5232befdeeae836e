import TableCell from '@mui/material/TableCell';
import { useTranslate } from 'react-admin';

/**
 * The 序号 header of the panel's small tables. A small cell's padding leaves a 48px column too narrow for two
 * characters, so the header is kept on one line and the column takes the width it needs.
 */
export function IndexHeadCell() {
  const translate = useTranslate();
  return (
    <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }} data-testid="panel-index-head">
      {translate('app.bpm.common.index')}
    </TableCell>
  );
}
