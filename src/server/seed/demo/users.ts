import type { TenantSeed, UserSeed } from './types';

/** Tenant 1 is the main demo tenant; tenant 2 exists so that tests can prove isolation between tenants. */
export const tenants: TenantSeed[] = [
  {
    id: 1,
    name: '市人大常委会',
    contactName: '陈志明',
    contactMobile: '13800000001',
    status: 0,
    expireTime: '2099-12-31T23:59:59+08:00',
    accountCount: 9999,
  },
  {
    id: 2,
    name: '区人大常委会',
    contactName: '周晓燕',
    contactMobile: '13800000002',
    status: 0,
    expireTime: '2099-12-31T23:59:59+08:00',
    accountCount: 100,
    packageName: '区县人大套餐',
  },
];

/** Users of tenant 1. */
export const users: UserSeed[] = [
  {
    id: 1,
    username: 'admin',
    password: 'admin123',
    nickname: '超级管理员',
    mobile: '13800138000',
    email: 'admin@rd.example.cn',
    sex: 1,
    remark: '平台超级管理员',
    roleCodes: ['super_admin'],
    deptName: '办公厅',
    postCodes: ['secretary_general'],
  },
  {
    id: 100,
    username: 'staff',
    password: 'staff123',
    nickname: '王联络',
    mobile: '13812345601',
    email: 'wanglianluo@rd.example.cn',
    sex: 1,
    remark: '代表联络工作委员会工作人员',
    roleCodes: ['dbt'],
    deptName: '代表联络工作委员会',
    postCodes: ['clerk', 'liaison'],
  },
  {
    id: 101,
    username: 'deputy1',
    password: 'deputy123',
    nickname: '张建国',
    rendaNo: 'D2026001',
    mobile: '13812345602',
    email: 'zhangjianguo@rd.example.cn',
    sex: 1,
    remark: '市第十六届人大代表，城东区代表团',
    roleCodes: ['deputy'],
    deptName: '城东区代表团',
  },
  {
    id: 102,
    username: 'deputy2',
    password: 'deputy123',
    nickname: '李秀英',
    rendaNo: 'D2026002',
    mobile: '13812345603',
    email: 'lixiuying@rd.example.cn',
    sex: 2,
    remark: '市第十六届人大代表，城西区代表团',
    roleCodes: ['deputy'],
    deptName: '城西区代表团',
  },
  {
    // No role on purpose: the permission info answers ROLE_DEFAULT and an empty menu tree.
    id: 103,
    username: 'guest',
    password: 'guest123',
    nickname: '访客',
    mobile: '13812345604',
    sex: 3,
    remark: '未分配角色的账号',
    roleCodes: [],
    deptName: '信息中心',
    postCodes: ['clerk'],
  },
];

/** Users of tenant 2 (ids stay unique across tenants: one user table). */
export const tenant2Users: UserSeed[] = [
  {
    id: 200,
    username: 'admin2',
    password: 'admin123',
    nickname: '区人大管理员',
    mobile: '13900139000',
    email: 'admin2@rd.example.cn',
    sex: 1,
    remark: '区人大常委会租户管理员',
    roleCodes: ['tenant_admin'],
    deptName: '办公室',
    postCodes: ['director'],
  },
];
