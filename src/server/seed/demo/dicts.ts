import { genericDictTypes } from './dicts-generic';
import { rendaDictTypes } from './dicts-renda';
import type { ConfigSeed, DictTypeSeed } from './types';

export { genericDictTypes, rendaDictTypes };

/** Every dictionary type of SPEC §3: the product's own first, then yudao's. */
export const dictTypes: DictTypeSeed[] = [...rendaDictTypes, ...genericDictTypes];

/** Config parameters (`/infra/config`); built-in ones (type 1) cannot be deleted. */
export const configs: ConfigSeed[] = [
  {
    category: 'biz',
    name: '用户管理-账号初始密码',
    key: 'sys.user.init-password',
    value: '123456',
    type: 1,
    visible: false,
    remark: '新建或重置用户时的初始密码，不对前端公开',
  },
  {
    category: 'ui',
    name: '主框架页-默认皮肤样式名称',
    key: 'sys.index.skinName',
    value: 'skin-blue',
    type: 1,
    visible: true,
    remark: 'skin-blue、skin-green、skin-purple、skin-red、skin-yellow',
  },
  {
    category: 'biz',
    name: '用户管理-开放注册',
    key: 'sys.user.register-enabled',
    value: 'false',
    type: 1,
    visible: true,
    remark: 'true 时登录页提供注册（/register），新账号无角色；false 时关闭注册',
  },
  {
    category: 'biz',
    name: '用户管理-首次登录修改密码',
    key: 'sys.user.force-password-change',
    value: 'false',
    type: 1,
    visible: true,
    remark: 'true 时，管理员设置的密码（新建用户、重置密码、导入用户、新建租户）须由用户在下次登录后先修改，才能继续使用',
  },
  {
    category: 'biz',
    name: '问卷-允许重复提交',
    key: 'renda.survey.allow-resubmit',
    value: 'false',
    type: 2,
    visible: true,
    remark: 'true 时再次提交覆盖上一份答卷，false 时拒绝再次提交',
  },
  {
    category: 'biz',
    name: '建议议案-办理期限（天）',
    key: 'renda.proposal.handle-days',
    value: '90',
    type: 2,
    visible: true,
    remark: '交办之日起的办理期限',
  },
  {
    category: 'biz',
    name: '代表选择-每页条数',
    key: 'renda.deputy.picker-page-size',
    value: '50',
    type: 2,
    visible: true,
  },
];
