import { describe, expect, it } from 'vitest';
import { bundledManifest } from '../../../../src/client/api/index.ts';
import { registerGeneratedPages } from '../../../../src/client/resources/register.ts';
import { hasPage, registerPage, registeredKeys } from '../../../../src/client/routes/registry.ts';

describe('generated pages in the route registry', () => {
  it('registers every manifest resource\'s menu key, the dictionary-data page, and leaves bespoke pages alone', async () => {
    const bespoke = async () => ({ default: () => null });
    registerPage('renda/answer/index', bespoke);
    const resources = await bundledManifest();
    const added = registerGeneratedPages(resources);
    for (const r of resources) if (r.menu) expect(hasPage(r.menu), r.menu).toBe(true);
    expect(added).toEqual(expect.arrayContaining(['infra/config/index', 'system/dict/index', 'system/dict/data', 'system/user/index', 'system/role/index', 'system/menu/index']));
    expect(added).not.toContain('renda/answer/index');
    // A resource only the server knows (added at run time) is picked up the same way.
    registerGeneratedPages([{ name: 'notice', menu: 'system/notice/index' }]);
    expect(registeredKeys()).toContain('system/notice/index');
    // Registering again changes nothing.
    expect(registerGeneratedPages(resources)).toEqual([]);
  });
});
