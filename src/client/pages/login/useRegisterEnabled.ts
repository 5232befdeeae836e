import { useEffect, useState } from 'react';
import { systemApi } from '../../api/index.ts';

/** Whether /register is open (the parameter sys.user.register-enabled): the login page links to it only then. */
export function useRegisterEnabled(tenantName: string): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let active = true;
    const name = tenantName.trim();
    systemApi.getTenantIdByName(name)
      .then((id) => (id ? systemApi.registerEnabled(id) : false))
      .then((value) => active && setOpen(value === true), () => active && setOpen(false));
    return () => {
      active = false;
    };
  }, [tenantName]);
  return open;
}
