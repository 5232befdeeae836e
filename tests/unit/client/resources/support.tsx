import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { bundledManifest, type ManifestResource } from '../../../../src/client/api/index.ts';
import { applyPermissionInfo } from '../../../../src/client/auth/index.ts';
import { dictStore, groupDictData } from '../../../../src/client/dict/index.ts';
import { i18nProvider } from '../../../../src/client/i18n/index.ts';

let cache: ManifestResource[] | null = null;

export async function manifestResource(name: string): Promise<ManifestResource> {
  cache ??= await bundledManifest();
  const r = cache.find((x) => x.name === name);
  if (!r) throw new Error(`no resource ${name}`);
  return r;
}

/** A dataProvider whose every verb is a spy resolving empty results. */
export function fakeDataProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  return {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async (_r: string, p: { id: unknown }) => ({ data: { id: p.id } })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({ data: { ...p.data, id: 1 } })),
    update: vi.fn(async (_r: string, p: { id: unknown; data: Record<string, unknown> }) => ({ data: { ...p.data, id: p.id } })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (_r: string, p: { id: unknown }) => ({ data: { id: p.id } })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    ...overrides,
  } as unknown as DataProvider;
}

export function renderWithAdmin(ui: ReactNode, dataProvider: DataProvider = fakeDataProvider()) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

export function signInWith(permissions: string[]): void {
  applyPermissionInfo({ user: { id: 2, nickname: '测试', avatar: '' }, roles: ['test'], permissions });
}

export function loadDicts(): void {
  dictStore.set({
    loaded: true,
    byType: groupDictData([
      { dictType: 'infra_config_type', value: '1', label: '系统内置', colorType: 'danger', cssClass: '' },
      { dictType: 'infra_config_type', value: '2', label: '自定义', colorType: 'primary', cssClass: '' },
      { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
      { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: '' },
      { dictType: 'renda_survey_status', value: '1', label: '未发布', colorType: '', cssClass: '' },
      { dictType: 'renda_survey_status', value: '2', label: '进行中', colorType: 'success', cssClass: '' },
    ]),
  });
}

/** MUI's useMediaQuery reads matchMedia: make `(max-width:991.98px)` match for a phone-sized window. */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : false;
    return { matches, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() };
  });
}
