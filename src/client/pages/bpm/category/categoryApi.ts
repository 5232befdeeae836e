import { useEffect, useState } from 'react';
import { http } from '../../../api/index.ts';

/** A process category as `/bpm/category/simple-list` answers it (today's yudao; decision 91). */
export interface ProcessCategory {
  id: number;
  name: string;
  code: string;
}

export const categoryApi = {
  /** The enabled categories, in their sort order: any signed-in user may list them. */
  simpleList: () => http.get<ProcessCategory[]>('/bpm/category/simple-list'),
};

/**
 * The tenant's enabled process categories, read once per screen: the model form's choices and the order 发起流程
 * groups by. Lists show a row's `categoryName` from the server, which names disabled categories too.
 */
export function useProcessCategories(): ProcessCategory[] {
  const [categories, setCategories] = useState<ProcessCategory[]>([]);
  useEffect(() => {
    let live = true;
    categoryApi.simpleList().then((list) => live && setCategories(list)).catch(() => undefined);
    return () => { live = false; };
  }, []);
  return categories;
}
