import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { jobApi } from './jobApi.ts';

export interface NextTimes {
  times: number[] | null;
  /** The server's refusal of the expression (CRON 表达式不正确). */
  error: string | null;
}

const WAIT_MS = 300;

/**
 * The next run times of an expression being typed, asked of the server once typing pauses: the server's reading in
 * the server's time zone is what the scheduler will fire (the browser may be elsewhere).
 */
export function useNextTimes(expression: string, count: number): NextTimes {
  const [state, setState] = useState<NextTimes>({ times: null, error: null });
  useEffect(() => {
    const text = expression.trim();
    if (!text) {
      setState({ times: null, error: null });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      jobApi.nextTimesOf(text, count).then(
        (times) => live && setState({ times, error: null }),
        (e: unknown) => live && setState({ times: null, error: errorMessage(e) }),
      );
    }, WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [expression, count]);
  return state;
}
