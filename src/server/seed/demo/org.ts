import type { DeptSeed, PostSeed } from './types';

/**
 * The organisation of tenant 1, a city people's congress standing committee (市人大常委会): its working bodies
 * (办公厅, 研究室, the 工作委员会 of the standing committee) and special committees (专门委员会) with their offices, and
 * the delegations (代表团) the deputies belong to. Heads are demo users where one fits.
 */
export const depts: DeptSeed[] = [
  { name: '市人大常委会', sort: 0, phone: '02388880000', email: 'office@rd.example.cn' },
  { name: '办公厅', parentName: '市人大常委会', sort: 1, leaderUsername: 'admin', phone: '02388880001' },
  { name: '秘书处', parentName: '办公厅', sort: 1, phone: '02388880011' },
  { name: '综合处', parentName: '办公厅', sort: 2, phone: '02388880012' },
  { name: '信息中心', parentName: '办公厅', sort: 3, phone: '02388880013' },
  { name: '研究室', parentName: '市人大常委会', sort: 2, phone: '02388880002' },
  { name: '代表联络工作委员会', parentName: '市人大常委会', sort: 3, leaderUsername: 'staff', phone: '02388880003', email: 'lianluo@rd.example.cn' },
  { name: '代表联络处', parentName: '代表联络工作委员会', sort: 1, phone: '02388880031' },
  { name: '代表工作室', parentName: '代表联络工作委员会', sort: 2, phone: '02388880032' },
  { name: '法制工作委员会', parentName: '市人大常委会', sort: 4, phone: '02388880004' },
  { name: '立法一处', parentName: '法制工作委员会', sort: 1 },
  { name: '立法二处', parentName: '法制工作委员会', sort: 2 },
  { name: '财政经济委员会', parentName: '市人大常委会', sort: 5, phone: '02388880005' },
  { name: '预算审查处', parentName: '财政经济委员会', sort: 1 },
  { name: '经济监督处', parentName: '财政经济委员会', sort: 2 },
  { name: '教育科学文化卫生委员会', parentName: '市人大常委会', sort: 6, phone: '02388880006' },
  { name: '城乡建设环境保护委员会', parentName: '市人大常委会', sort: 7, phone: '02388880007' },
  { name: '社会建设委员会', parentName: '市人大常委会', sort: 8, phone: '02388880008' },
  { name: '代表团', parentName: '市人大常委会', sort: 9 },
  { name: '城东区代表团', parentName: '代表团', sort: 1, leaderUsername: 'deputy1' },
  { name: '城西区代表团', parentName: '代表团', sort: 2, leaderUsername: 'deputy2' },
  // one delegation per district of seed/demo/deputies.ts: its generated deputies are members of it
  { name: '南江县代表团', parentName: '代表团', sort: 3 },
  { name: '高新区代表团', parentName: '代表团', sort: 4 },
  { name: '驻市部队代表团', parentName: '代表团', sort: 5 },
  // The handling units (承办单位) proposals are assigned to: the city government's departments (docs/proposals.md)
  { name: '承办单位', sort: 10 },
  { name: '市住房和城乡建设委员会', parentName: '承办单位', sort: 1, leaderUsername: 'unit1', phone: '02363850001' },
  { name: '市教育局', parentName: '承办单位', sort: 2, leaderUsername: 'unit2', phone: '02363850002' },
  { name: '市卫生健康委员会', parentName: '承办单位', sort: 3, leaderUsername: 'unit3', phone: '02363850003' },
  { name: '市生态环境局', parentName: '承办单位', sort: 4, leaderUsername: 'unit4', phone: '02363850004' },
  { name: '市交通运输局', parentName: '承办单位', sort: 5, leaderUsername: 'unit5', phone: '02363850005' },
];

export const posts: PostSeed[] = [
  { code: 'director', name: '主任', sort: 1 },
  { code: 'deputy_director', name: '副主任', sort: 2 },
  { code: 'secretary_general', name: '秘书长', sort: 3 },
  { code: 'division_chief', name: '处长', sort: 4 },
  { code: 'clerk', name: '科员', sort: 5 },
  { code: 'liaison', name: '联络员', sort: 6, remark: '代表联络站（代表工作室）的联络员' },
];

/** Tenant 2, a district congress: a small office. */
export const tenant2Depts: DeptSeed[] = [
  { name: '区人大常委会', sort: 0 },
  { name: '办公室', parentName: '区人大常委会', sort: 1, leaderUsername: 'admin2' },
  { name: '代表工作室', parentName: '区人大常委会', sort: 2 },
];

export const tenant2Posts: PostSeed[] = posts.filter((p) => ['director', 'clerk', 'liaison'].includes(p.code));
