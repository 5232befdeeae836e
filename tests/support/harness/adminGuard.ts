import type { TestApp } from '../testApp.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * Keeps the fuzz's super admin signed in and all-powerful. A hole the fuzz finds (`{"id": true}` read as id 1) can
 * reset the admin's password, disable them or their role; the failure is recorded, and this puts the rows back from
 * a snapshot and signs in again, so one hole does not hide every later finding behind 401s and 403s.
 */
export class AdminGuard {
  token = '';
  repairs = 0;
  private snapshot: { user: Row; roles: Row[]; userRoles: Row[]; tenant: Row } | undefined;

  constructor(private readonly t: TestApp, private readonly username = 'admin', private readonly password = 'admin123') {}

  async start(): Promise<void> {
    const db = this.t.db;
    const user = await db.selectFrom('systemUsers').selectAll().where('username', '=', this.username).where('tenantId', '=', 1).executeTakeFirstOrThrow() as Row;
    const userRoles = await db.selectFrom('systemUserRole').selectAll().where('userId', '=', user.id).execute() as Row[];
    const roles = await db.selectFrom('systemRole').selectAll().where('id', 'in', userRoles.map((r) => r.roleId as number)).execute() as Row[];
    const tenant = await db.selectFrom('systemTenant').selectAll().where('id', '=', 1).executeTakeFirstOrThrow() as Row;
    this.snapshot = { user, roles, userRoles, tenant };
    this.token = (await this.t.login(this.username, this.password)).accessToken;
  }

  /** Whether the session still acts as the super admin. */
  async healthy(): Promise<boolean> {
    const info = await this.t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: this.token });
    return info.code === 0 && (info.data?.roles ?? []).includes('super_admin');
  }

  /** Restores the admin's rows when the session lost its power; true when a repair was needed. */
  async ensure(): Promise<boolean> {
    if (await this.healthy()) return false;
    const { user, roles, userRoles, tenant } = this.snapshot!;
    const db = this.t.db as any;
    const put = (table: string, row: Row) => db.insertInto(table).values(row).onConflict((oc: any) => oc.column('id').doUpdateSet(row)).execute();
    await put('systemUsers', user);
    for (const role of roles) await put('systemRole', role);
    for (const link of userRoles) await put('systemUserRole', link);
    await put('systemTenant', tenant);
    this.t.app.authorization.clear();
    this.token = (await this.t.login(this.username, this.password)).accessToken;
    if (!(await this.healthy())) throw new Error('the super admin could not be restored: later cases would all be refused');
    this.repairs++;
    return true;
  }
}
