import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import type { ManifestResource } from '../../api/index.ts';
import { SchemaList } from '../../resources/list/SchemaList.tsx';
import { DeptTreePanel } from './DeptTreePanel.tsx';

/**
 * 用户管理 as yudao lays it out: the department tree on the left, the generated user list on the right, filtered by
 * the department clicked (the server takes its sub-departments too: the manifest's `subtree` filter).
 */
export default function UserListWithDepts({ resource }: { resource: ManifestResource }) {
  const [deptId, setDeptId] = useState<number | undefined>();
  // deptId stays a key even when empty: the search form leaves the field to the tree
  const extraFilter = useMemo(() => ({ deptId }), [deptId]);
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ p: 1.5, width: { xs: '100%', md: 'auto' } }}>
        <DeptTreePanel selected={deptId} onSelect={setDeptId} />
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <SchemaList resource={resource} extraFilter={extraFilter} />
      </Box>
    </Box>
  );
}
