/**
 * How busy the machine is with work that is not the bench's: the CPU time every core spent busy
 * (/proc/stat) minus the CPU time of the bench's own processes (this one and its descendants: Puente,
 * its embedded PostgreSQL, the load generator, the bare server; with `--postgres`, every process named
 * postgres too). What is left is someone else's work competing for the cores, which makes a run's
 * figures say nothing about Puente.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: the unit of /proc's CPU times. */
const TICKS_PER_SECOND = 100;

type Proc = { pid: number; ppid: number; name: string; ticks: number };

function readProc(pid: string): Proc | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const open = text.indexOf('(');
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    // After the name: state ppid … utime (11) stime (12) cutime (13) cstime (14). A process's reaped
    // children live on in its cutime/cstime, so a load generator that ended still counts.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { pid: Number(pid), ppid: Number(fields[1]), name: text.slice(open + 1, close), ticks };
  } catch {
    return null; // gone between the listing and the read
  }
}

function busyTicks(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  return user + nice + system + irq + softirq + steal;
}

function ownTicks(countPostgres: boolean): number {
  const procs = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(readProc)
    .filter((proc): proc is Proc => proc !== null);
  const children = new Map<number, Proc[]>();
  for (const proc of procs) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  const own = new Set<number>();
  const stack = [process.pid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    own.add(pid);
    for (const child of children.get(pid) ?? []) stack.push(child.pid);
  }
  return procs
    .filter((proc) => own.has(proc.pid) || (countPostgres && proc.name === 'postgres'))
    .reduce((sum, proc) => sum + proc.ticks, 0);
}

export type OtherLoad = { seconds: number; busyCores: number; otherCores: number };

/** Starts measuring; `read()` answers the cores kept busy since, in all and by work not the bench's. */
export function startLoadMeter(countPostgres: boolean): { read(): OtherLoad } {
  const startedAt = performance.now();
  const busy0 = busyTicks();
  const own0 = ownTicks(countPostgres);
  return {
    read() {
      const seconds = (performance.now() - startedAt) / 1000;
      const busy = (busyTicks() - busy0) / TICKS_PER_SECOND / seconds;
      const own = (ownTicks(countPostgres) - own0) / TICKS_PER_SECOND / seconds;
      const round = (n: number) => Math.round(n * 100) / 100;
      return { seconds: round(seconds), busyCores: round(busy), otherCores: round(Math.max(0, busy - own)) };
    },
  };
}

/** Others' work above this (in cores) during a measurement, or a yardstick that moved more, makes a run busy. */
export const BUSY_OTHER_CORES = 0.2;
export const BUSY_YARDSTICK_DRIFT = 0.15;
