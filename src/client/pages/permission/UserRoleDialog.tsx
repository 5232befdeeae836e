import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { assignUserRoles, listAllSimpleRoles, listUserRoleIds, type RoleSimple } from '../../api/system/permission.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { AssignDialog, useAssign } from './AssignDialog.tsx';

interface Loaded {
  roles: RoleSimple[];
  held: number[];
}

const load = (userId: number) => async (): Promise<Loaded> => {
  const [roles, held] = await Promise.all([listAllSimpleRoles(), listUserRoleIds(userId)]);
  return { roles, held };
};

/** 分配角色 of a user (yudao's UserAssignRoleForm): the user's name and a multi-select of the tenant's roles. */
export default function UserRoleDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const userId = Number(row.id);
  const { data, loading, failed, saving, save } = useAssign(load(userId), onDone);
  return (
    <AssignDialog title={translate('app.permission.roleTitle')} width={500} testId="user-role-dialog" loading={loading} failed={failed} saving={saving} onClose={onClose} formId="user-role-form">
      {data && <UserRoleForm row={row} data={data} saving={saving} onSave={(ids) => void save(() => assignUserRoles(userId, ids))} />}
    </AssignDialog>
  );
}

function UserRoleForm({ row, data, saving, onSave }: { row: RowActionDialogProps['row']; data: Loaded; saving: boolean; onSave(ids: number[]): void }) {
  const translate = useTranslate();
  const [selected, setSelected] = useState<RoleSimple[]>(() => data.roles.filter((r) => data.held.includes(r.id)));
  return (
    <Box component="form" id="user-role-form" sx={{ display: 'grid', gap: 2, pt: 1 }} onSubmit={(e) => { e.preventDefault(); onSave(selected.map((r) => r.id)); }}>
      <TextField size="small" label={translate('app.permission.username')} value={String(row.username ?? '')} disabled />
      <TextField size="small" label={translate('app.permission.nickname')} value={String(row.nickname ?? '')} disabled />
      <Autocomplete
        multiple
        size="small"
        disabled={saving}
        options={data.roles}
        value={selected}
        onChange={(_, v) => setSelected(v)}
        getOptionLabel={(r) => r.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderValue={(values, getItemProps) => values.map((r, index) => <Chip size="small" label={r.name} {...getItemProps({ index })} key={r.id} />)}
        renderInput={(params) => <TextField {...params} label={translate('app.permission.roles')} placeholder={translate('app.permission.rolesPlaceholder')} />}
        data-testid="user-role-select"
      />
    </Box>
  );
}
