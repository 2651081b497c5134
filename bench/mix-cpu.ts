/**
 * Where the CPU went during a window of the mixed load, from /proc: Puente's processes, PostgreSQL's (the
 * backends of the bench's database and the server's own background processes), the load generator, this
 * orchestrating process, and the rest of the machine's busy time (other work, not the bench's).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: the unit of /proc's CPU times. */
const TICKS_PER_SECOND = 100;

export type CpuSplit = {
  seconds: number;
  /** Cores kept busy by each, on average over the window. */
  app: number;
  postgres: number;
  generator: number;
  orchestrator: number;
  /** Everything else that kept the machine's cores busy meanwhile. */
  others: number;
  busy: number;
};

function ticksOf(pid: number): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state ppid … utime (11) stime (12).
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null; // gone
  }
}

function busyTicks(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  return user + nice + system + irq + softirq + steal;
}

/** The children of each process, with their command lines (PostgreSQL names its work in them). */
function processes(): { pid: number; ppid: number; comm: string; cmdline: string }[] {
  const list = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      list.push({ pid: Number(entry), ppid, comm, cmdline });
    } catch {
      // gone between the listing and the read
    }
  }
  return list;
}

const BACKGROUND =
  /checkpointer|background writer|walwriter|autovacuum launcher|replication launcher|io worker|archiver|stats collector/;

/**
 * The PostgreSQL processes that work for the bench: the backends (and autovacuum workers) of its
 * database, which name it in their command line, and the server that runs them: its postmaster and
 * background processes. Other databases' backends on the same server are someone else's work.
 */
function postgresPids(database: string): number[] {
  const all = processes().filter((proc) => proc.comm === 'postgres');
  const ours = all.filter((proc) => proc.cmdline.includes(` ${database} `));
  const servers = new Set(ours.map((proc) => proc.ppid));
  return [
    ...ours.map((proc) => proc.pid),
    ...all
      .filter((proc) => servers.has(proc.pid) || (servers.has(proc.ppid) && BACKGROUND.test(proc.cmdline)))
      .map((proc) => proc.pid),
  ];
}

type Snapshot = {
  at: number;
  busy: number;
  groups: Record<keyof Omit<CpuSplit, 'seconds' | 'others' | 'busy'>, Map<number, number>>;
};

function snapshot(pids: { app: number[]; generator: number[]; database: string }): Snapshot {
  const read = (list: number[]) =>
    new Map(
      list.flatMap((pid) => {
        const ticks = ticksOf(pid);
        return ticks === null ? [] : [[pid, ticks] as const];
      }),
    );
  return {
    at: performance.now(),
    busy: busyTicks(),
    groups: {
      app: read(pids.app),
      postgres: read(postgresPids(pids.database)),
      generator: read(pids.generator),
      orchestrator: read([process.pid]),
    },
  };
}

/** Starts a window; `read()` answers the split since. A process that appeared meanwhile counts whole. */
export function startCpuSplit(pids: { app: number[]; generator: number[]; database: string }) {
  const start = snapshot(pids);
  return {
    read(): CpuSplit {
      const end = snapshot(pids);
      const seconds = (end.at - start.at) / 1000;
      const cores = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
      const group = (name: keyof Snapshot['groups']) => {
        let ticks = 0;
        for (const [pid, value] of end.groups[name]) ticks += value - (start.groups[name].get(pid) ?? 0);
        return cores(ticks);
      };
      const split = {
        app: group('app'),
        postgres: group('postgres'),
        generator: group('generator'),
        orchestrator: group('orchestrator'),
      };
      const busy = cores(end.busy - start.busy);
      const own = split.app + split.postgres + split.generator + split.orchestrator;
      return {
        seconds: Math.round(seconds * 10) / 10,
        ...split,
        others: Math.round(Math.max(0, busy - own) * 100) / 100,
        busy,
      };
    },
  };
}
