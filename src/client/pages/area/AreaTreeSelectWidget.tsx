import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { TreeSelectField } from '../../resources/form/TreeSelectField.tsx';
import { deptOptions } from '../dept/deptApi.ts';
import { buildTree } from '../permission/menuTree.ts';
import { listAllSimpleAreas } from './areaApi.ts';

const loadAreas = async () => deptOptions(buildTree(await listAllSimpleAreas()));

/**
 * An electoral area picked on the area tree (`"ui:widget": "areaTreeSelect"`): a deputy's 选区 on the user form, an
 * area's parent on the area form (`"ui:options": {"root": true}` offers 顶级选区, 0).
 */
export default function AreaTreeSelectWidget(props: WidgetProps) {
  const translate = useTranslate();
  return (
    <TreeSelectField widget={props} load={loadAreas} rootLabel={translate('app.area.topArea')}
      placeholder={translate('app.area.selectArea')} testId="area-tree-select" />
  );
}
