import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { TreeSelectField } from '../../resources/form/TreeSelectField.tsx';
import { deptOptions, deptTree, listAllSimpleDepts } from './deptApi.ts';

const loadDepts = async () => deptOptions(deptTree(await listAllSimpleDepts()));

/**
 * A department picked on the department tree (`"ui:widget": "deptTreeSelect"`, yudao's treeselect): the options are
 * the enabled departments. `"ui:options": {"root": true}` offers 顶级部门 (0), for a department's parent.
 */
export default function DeptTreeSelectWidget(props: WidgetProps) {
  const translate = useTranslate();
  return (
    <TreeSelectField widget={props} load={loadDepts} rootLabel={translate('app.dept.topDept')}
      placeholder={translate('app.dept.selectDept')} testId="dept-tree-select" />
  );
}
