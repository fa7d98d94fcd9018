// The server under attack: the real entry point (apps/server/src/main.ts through tsx, so the
// bench measures the code of the working tree without a build) in its own process, on the
// embedded PGlite of its own DATA_DIR, with the product's defaults except: loopback only, free
// ports, no simulator (the bench's own feeder is the traffic, so loss is countable) and info
// logs, whose bytes are counted. Every flood gets a copy of one template data directory that
// has been started once (migrated, reference data loaded), so a start takes seconds.
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sleep, spawnNode } from './abuse.children';
import { freePort, HOST, httpRequest } from './abuse.net';

const serverRoot = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 300_000;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() at exit. */
  at: number;
}

export interface BenchServer {
  child: ChildProcess;
  pid: number;
  base: string;
  ports: { http: number; beast: number; avr: number; sbs: number };
  dataDir: string;
  /** Bytes the server wrote to stdout and stderr so far. */
  logBytes(): number;
  exited: Promise<ExitInfo>;
  /** The last lines of its output, for a failure report. */
  tail(): string;
}

/** Resident memory of a process in MB, from /proc (0 once it has exited). */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export function isRunning(server: BenchServer): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** Starts the server on `dataDir` (ports reused when given, as a restart does). */
export async function startServer(
  dataDir: string,
  logFile: string,
  ports?: BenchServer['ports'],
): Promise<BenchServer> {
  const chosen = ports ?? {
    http: await freePort(),
    beast: await freePort(),
    avr: await freePort(),
    sbs: await freePort(),
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(chosen.http),
    HOST,
    DATA_DIR: dataDir,
    SIM: 'off',
    LOG_LEVEL: 'info',
    FEED_BEAST_PORT: String(chosen.beast),
    FEED_AVR_PORT: String(chosen.avr),
    FEED_SBS_PORT: String(chosen.sbs),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // ABUSE_CPU_PROF=<dir> writes a CPU profile of each server run there (at a clean exit).
  const profileDir = process.env.ABUSE_CPU_PROF;
  const nodeFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawnNode('src/main.ts', [], { cwd: serverRoot, env, output: 'pipe', nodeFlags });
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  let bytes = 0;
  let recent: string[] = [];
  const onOutput = (chunk: Buffer) => {
    bytes += chunk.length;
    log.write(chunk);
    recent.push(chunk.toString('utf8'));
    if (recent.length > 40) recent = recent.slice(-20);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<ExitInfo>((resolve) =>
    child.once('exit', (code, signal) => {
      log.end();
      resolve({ code, signal, at: performance.now() });
    }),
  );
  const server: BenchServer = {
    child,
    pid: child.pid ?? 0,
    base: `http://${HOST}:${chosen.http}`,
    ports: chosen,
    dataDir,
    logBytes: () => bytes,
    exited,
    tail: () => recent.join('').split('\n').slice(-15).join('\n'),
  };
  const started = performance.now();
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (!isRunning(server)) break;
    const health = await httpRequest(`${server.base}${API_V2_FULL_PATHS.health}`, {
      timeoutMs: 2_000,
    });
    if (health.status === 200) return server;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start on ${dataDir}:\n${server.tail()}`);
}

export interface StopResult {
  /** From the signal to the exit, ms. */
  ms: number;
  code: number | null;
  /** Killed by the bench after `timeoutMs`. */
  forced: boolean;
}

/** Sends `signal`, waits for the exit; kills it after `timeoutMs`. */
export async function stopServer(
  server: BenchServer,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 30_000,
): Promise<StopResult> {
  if (!isRunning(server)) {
    const info = await server.exited;
    return { ms: 0, code: info.code, forced: false };
  }
  const sent = performance.now();
  server.child.kill(signal);
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    server.child.kill('SIGKILL');
  }, timeoutMs);
  const info = await server.exited;
  clearTimeout(timer);
  return { ms: info.at - sent, code: info.code, forced };
}

/** A data directory started once and stopped cleanly: migrated, reference data loaded. */
export async function prepareTemplate(dir: string, logFile: string): Promise<void> {
  const server = await startServer(dir, logFile);
  const stop = await stopServer(server);
  if (stop.forced || stop.code !== 0) throw new Error(`template server did not stop cleanly`);
}

/** A fresh copy of the template for one flood. */
export function copyTemplate(template: string, dir: string): void {
  fs.cpSync(template, dir, { recursive: true });
}
