import { beforeAll, describe, expect, it } from 'vitest';
import type { ManifestResource } from '../../../../src/client/api/index.ts';
import { dialogWidth, formSchema, toFormData, toPayload } from '../../../../src/client/resources/form/formSchema.ts';
import { manifestResource } from './support.tsx';

let config: ManifestResource;
let user: ManifestResource;
let survey: ManifestResource;
let dictType: ManifestResource;

beforeAll(async () => {
  [config, user, survey, dictType] = await Promise.all(['config', 'user', 'survey', 'dictType'].map(manifestResource));
});

describe('generated form modes', () => {
  it("create-time inputs that are not stored (a new tenant's administrator) show on create only", async () => {
    const [tenant, tenantPackage] = await Promise.all(['tenant', 'tenantPackage'].map(manifestResource));
    const create = formSchema(tenant, 'create');
    expect(create.writable).toEqual(expect.arrayContaining(['username', 'password', 'packageId']));
    expect(create.fields).not.toContain('packageName');
    expect(create.uiSchema.username['ui:widget']).toBeUndefined();
    expect(create.uiSchema.password).toMatchObject({ 'ui:widget': 'password' });
    expect(create.uiSchema.packageId).toMatchObject({ 'ui:widget': 'resourceSelect', 'ui:options': { resource: 'tenantPackage' } });
    expect(create.schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    const edit = formSchema(tenant, 'edit');
    expect(edit.fields).not.toContain('username');
    expect(edit.fields).not.toContain('password');
    expect(edit.schema.required).not.toContain('username');
    expect(formSchema(tenantPackage, 'edit').uiSchema.menuIds).toMatchObject({ 'ui:widget': 'menuTree' });
  });

  it("a field the manifest marks hidden is in neither form: a role's departments are set by the 数据权限 dialog", async () => {
    const role = await manifestResource('role');
    expect(formSchema(role, 'edit').fields).not.toContain('dataScopeDeptIds');
    expect(formSchema(role, 'create').fields).not.toContain('dataScopeDeptIds');
    expect(formSchema(role, 'edit').fields).toContain('name');
  });

  it('create: read-only and derived fields left out, create-only and write-only fields editable', () => {
    const f = formSchema(user, 'create');
    expect(f.fields).not.toContain('id');
    expect(f.fields).not.toContain('createTime');
    expect(f.fields).not.toContain('loginIp');
    expect(f.writable).toEqual(expect.arrayContaining(['username', 'password', 'status']));
    expect(f.schema.properties.username.readOnly).toBeUndefined();
    expect(f.uiSchema.password).toMatchObject({ 'ui:widget': 'password' });
    expect(f.schema.required).toEqual(['username', 'nickname', 'password']);
  });

  it('edit: read-only, derived and create-only fields shown disabled; write-only fields gone', () => {
    const f = formSchema(user, 'edit');
    expect(f.fields).toContain('id');
    expect(f.fields).toContain('createTime');
    expect(f.fields).not.toContain('password');
    expect(f.schema.properties.username.readOnly).toBe(true);
    expect(f.uiSchema.username).toMatchObject({ 'ui:disabled': true });
    expect(f.writable).not.toContain('username');
    expect(f.writable).not.toContain('status');
    expect(f.writable).toContain('nickname');
    // Nothing the user cannot change is required of them.
    expect(f.schema.required).toEqual(['nickname']);

    const s = formSchema(survey, 'edit');
    expect(s.fields).toContain('answerCount');
    expect(s.schema.properties.answerCount.readOnly).toBe(true);
    expect(formSchema(survey, 'create').fields).not.toContain('answerCount');
  });

  it('chooses widgets from the schema and the manifest hints', () => {
    const f = formSchema(config, 'edit');
    expect(f.uiSchema.type).toMatchObject({ 'ui:widget': 'dictSelect', 'ui:disabled': true });
    expect(f.uiSchema.visible).toMatchObject({ 'ui:widget': 'yesNo' });
    expect(f.uiSchema.value).toMatchObject({ 'ui:widget': 'textarea' });
    expect(f.uiSchema.createTime).toMatchObject({ 'ui:widget': 'dateTime' });
    expect(formSchema(dictType, 'create').uiSchema.status).toMatchObject({ 'ui:widget': 'dictRadio' });
    expect(formSchema(survey, 'create').uiSchema.startTime).toMatchObject({ 'ui:widget': 'dateTime' });
    // The dialog has the title: the schema's own is not repeated in the form.
    expect(f.schema.title).toBeUndefined();
    expect(f.uiSchema['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('locks the fields a page fixes but still sends them', () => {
    const dictData = { ...config, name: 'x' };
    const f = formSchema(dictData, 'create', ['category']);
    expect(f.schema.properties.category.readOnly).toBe(true);
    expect(f.writable).toContain('category');
    expect(f.schema.required).not.toContain('category');
  });

  it('loads only the form fields (null as absent) and sends only the writable ones', () => {
    const f = formSchema(config, 'edit');
    const data = toFormData({ id: 5, key: 'k', name: 'n', remark: null, creator: 'seed', updateTime: 1 }, f.fields);
    expect(data).toEqual({ id: 5, key: 'k', name: 'n' });
    expect(toPayload({ ...data, name: 'm', remark: '' }, f.writable)).toEqual({ name: 'm', remark: '' });
  });

  it('opens 400px dialogs for short forms and 800px ones otherwise', () => {
    expect(dialogWidth(4)).toBe(400);
    expect(dialogWidth(5)).toBe(800);
    expect(formSchema(config, 'create').fields.length).toBeGreaterThan(4);
  });
});
