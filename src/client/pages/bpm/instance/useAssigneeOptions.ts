import { useEffect, useState } from 'react';
import { instanceApi, type BpmUser } from './instanceApi.ts';

/**
 * The people a task can be handed or copied to, found by the nickname typed (`search`): one request per pause in
 * typing, not per key; an answer that arrives after the text changed again is dropped.
 */
export function useAssigneeOptions(search: string): BpmUser[] {
  const [options, setOptions] = useState<BpmUser[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      instanceApi.assigneeOptions(search.trim()).then((list) => live && setOptions(list)).catch(() => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return options;
}

/** How a person is named in those pickers: 王联络（代表联络工作委员会）. */
export const personLabel = (u: BpmUser): string => (u.deptName ? `${u.nickname}（${u.deptName}）` : u.nickname);
