import { useEffect, useState } from 'react';
import { systemApi } from '../../api/index.ts';

/** Whether /register is open (the parameter sys.user.register-enabled): the login page links to it only then. */
export function useRegisterEnabled(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let active = true;
    systemApi.registerEnabled().then((value) => active && setOpen(value === true), () => undefined);
    return () => {
      active = false;
    };
  }, []);
  return open;
}
