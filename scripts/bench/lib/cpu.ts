/**
 * CPU seconds spent by the processes of a benchmark, from /proc (Linux): on a 2-core machine the server, the
 * database and the load generator compete for the same cores, and these figures say who used them.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

interface Stat { pid: number; ppid: number; ticks: number; childTicks: number }

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' '); // the command name may contain spaces
    // fields[0] is state (field 3): utime/stime are fields 14/15, cutime/cstime 16/17
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), childTicks: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null;
  }
}

function allStats(): Stat[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => stat(Number(d))).filter((s): s is Stat => s !== null);
}

/** CPU seconds of a process and all its descendants, living or reaped. */
export function treeCpuSeconds(root: number): number {
  const stats = allStats();
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = 0;
  const walk = (s: Stat) => {
    ticks += s.ticks + s.childTicks;
    for (const c of children.get(s.pid) ?? []) walk(c);
  };
  const top = stats.find((s) => s.pid === root);
  if (top) walk(top);
  return ticks / TICKS;
}

/** The PostgreSQL postmaster listening on a port (its command line carries `-p <port>`), if it runs here. */
export function postmasterOnPort(port: number): number | null {
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('postgres') && cmd.join(' ').includes(`-p ${port}`)) return Number(d);
    } catch { /* gone */ }
  }
  return null;
}

/** CPU seconds this process has used so far. */
export const ownCpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
