import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU the process named by `cpuOf` spent per request (user and system), where the system tells. */
  cpuMicrosPerRequest?: number;
}

let clockTicksPerSecond: number | undefined;

/** CPU time (user and system) a process has spent so far, in µs, from Linux's /proc; undefined elsewhere. */
function cpuMicrosOf(pid: number): number | undefined {
  try {
    clockTicksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    // Fields 14 and 15 (utime, stime), counted after the command name, which may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}

/** A bounded load on one URL over loopback: fixed connections, fixed duration. */
export async function measure(
  name: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    seconds?: number;
    connections?: number;
    /** A process whose CPU per request is measured too (the server under load). */
    cpuOf?: number;
  },
): Promise<Measurement> {
  const cpuBefore = options.cpuOf === undefined ? undefined : cpuMicrosOf(options.cpuOf);
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 16,
    duration: options.seconds ?? 4,
  });
  const cpuAfter = options.cpuOf === undefined ? undefined : cpuMicrosOf(options.cpuOf);
  const cpuSpent = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(cpuSpent !== undefined && result.requests.total > 0
      ? { cpuMicrosPerRequest: Math.round(cpuSpent / result.requests.total) }
      : {}),
  };
}

type MeasureOptions = Parameters<typeof measure>[1];

/**
 * Loads that are compared, warmed up, then measured in turns (A B C, A B C, …) and each reported by
 * its median round: on a shared machine the throughput drifts over a minute, and turns spread the drift over all.
 */
export async function measureInTurns(rounds: number, loads: { name: string; options: MeasureOptions }[]): Promise<Measurement[]> {
  // Each target once, unrecorded, first: the rounds measure code the JIT has already compiled.
  for (const { name, options } of loads) await measure(name, { ...options, seconds: 1 });
  const seen = loads.map((): Measurement[] => []);
  for (let round = 0; round < rounds; round++)
    for (const [index, { name, options }] of loads.entries()) seen[index]!.push(await measure(name, options));
  return seen.map((measurements) => {
    const sorted = measurements.toSorted((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    return sorted[Math.floor(sorted.length / 2)]!;
  });
}

export function printTable(rows: Measurement[]) {
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU µs/req'];
  const lines = rows.map((row) => [
    row.name,
    String(row.requestsPerSecond),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.errors),
    row.cpuMicrosPerRequest === undefined ? '' : String(row.cpuMicrosPerRequest),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column]!.length)));
  for (const line of [header, ...lines])
    console.log(
      line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
    );
}
