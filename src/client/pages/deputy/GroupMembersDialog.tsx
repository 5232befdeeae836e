import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { http, notifier } from '../../api/index.ts';
import { DeputyPickerDialog, type Deputy } from '../../components/deputyPicker/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';

interface GroupDeputy extends Deputy {
  groupIds: number[];
}

/**
 * 小组成员维护 of a deputy group's row: the picker opens with the group's members (`/renda/group/allUser` knows every
 * deputy and their groups); 确定 replaces the members with the chosen ones (`updateuser`).
 */
export default function GroupMembersDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const groupId = Number(row.id);
  const [members, setMembers] = useState<Deputy[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    http.get<GroupDeputy[]>('/renda/group/allUser').then(
      (all) => current && setMembers(all.filter((d) => d.groupIds.includes(groupId)).map(({ id, rendaNo, nickname }) => ({ id, rendaNo, nickname }))),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [groupId, onClose]);

  const save = async (chosen: Deputy[]) => {
    if (saving) return;
    setSaving(true);
    try {
      await http.put('/renda/group/updateuser', { id: groupId, userIds: chosen.map((d) => d.id) });
      notifier.toast('success', translate('app.deputy.groupMembersSaved'));
      onDone();
    } catch {
      setSaving(false);
    }
  };
  return <DeputyPickerDialog open={members !== null} value={members ?? []} title={translate('app.deputy.groupMembersOf', { name: String(row.name ?? '') })} onCancel={onClose} onConfirm={(chosen) => void save(chosen)} />;
}
