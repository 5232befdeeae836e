import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RowActionDialogProps } from '../../resources/extensions.ts';

/** The 下级选区 row action: no dialog, it opens the area's sub-areas page. */
export default function OpenSubAreas({ row, onClose }: RowActionDialogProps) {
  const navigate = useNavigate();
  useEffect(() => {
    onClose();
    navigate(`/selection/type/index/${row.id}`);
  }, [navigate, onClose, row.id]);
  return null;
}
