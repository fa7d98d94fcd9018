// The processes of `npm run bench:scale`: the server's real `dist/main.js` in each role, and the
// bench's own workers (feeders, clients) as tsx child processes talking over IPC. Everything
// started here is recorded and stopped by `stopAll()`, which the bench runs whatever happens.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_V2_FULL_PATHS, HOST_PATHS } from '@skytrace/contracts';
import { freePort } from '../src/cluster/private-services.testing';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { options } from './scale.options';

const root = path.resolve(import.meta.dirname, '../../..');
/** This tree's build, or `--entry` (another build's dist/main.js, run from its own tree). */
const serverEntry =
  options.entry === '' ? path.join(root, 'apps/server/dist/main.js') : path.resolve(options.entry);
const serverRoot = path.resolve(path.dirname(serverEntry), '../../..');
/** This bench's private port range (apart from other sessions' on this machine). */
export const PORTS = { from: 22_000, to: 22_999 };

const children: ChildProcess[] = [];
const dirs: string[] = [];
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  base: string;
  port: number;
  pid: number;
  exited: Promise<unknown>;
}

/** A temporary DATA_DIR holding the run's shared socket token secret. */
export function dataDir(secret: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-scale-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'realtime.key'), secret);
  return dir;
}

/**
 * Starts `dist/main.js` with `env` and waits until it answers its health route; `nodeFlags`
 * come before the server's own flags (SERVER_NODE_FLAGS).
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): Promise<ServerProcess> {
  const port = await freePort(PORTS);
  const child = spawn(process.execPath, [...nodeFlags, ...SERVER_NODE_FLAGS, serverEntry], {
    cwd: serverRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port.toString()}`;
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${String(child.exitCode)}`);
    const ok = await fetch(`${base}/api/v2/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { name, child, base, port, pid: child.pid ?? 0, exited };
    await sleep(100);
  }
  throw new Error(`${name} did not start`);
}

/** A bench worker (tsx child process with an IPC channel). */
export function startWorker(file: string): ChildProcess {
  const child = fork(path.join(import.meta.dirname, file), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  return child;
}

/** The next message of `type` from a worker. */
export function nextMessage<T>(child: ChildProcess, type: string, timeoutMs = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', listener);
      reject(new Error(`no ${type} from a worker within ${timeoutMs.toString()} ms`));
    }, timeoutMs);
    const listener = (message: unknown) => {
      if ((message as { type?: string }).type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });
}

/** Resident memory of a process, bytes. */
export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid.toString()}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

/** CPU seconds (user + system) a process has used, from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid.toString()}/stat`, 'utf8');
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  // Clock ticks: 100 a second on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's Prometheus samples: `name{labels}` → value. */
export async function readMetrics(base: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${base}${HOST_PATHS.metrics}`)).text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** The sum of every sample of `name` (all label sets) whose labels contain `labels`. */
export function metric(samples: Map<string, number>, name: string, labels = ''): number {
  let total = 0;
  for (const [key, value] of samples) {
    if ((key === name || key.startsWith(`${name}{`)) && key.includes(labels)) total += value;
  }
  return total;
}

/** What the processes' memory is made of (their /metrics), each summed over them, bytes. */
export interface MemoryParts {
  heapUsed: number;
  /** V8's committed heap: in use, garbage not yet collected and free room. */
  heapCommitted: number;
  /** Outside the V8 heap, held by JavaScript objects (Buffers and other ArrayBuffers). */
  external: number;
}

/** The V8 heap and external memory of `processes`, summed. */
export async function memoryParts(processes: ServerProcess[]): Promise<MemoryParts> {
  const parts: MemoryParts = { heapUsed: 0, heapCommitted: 0, external: 0 };
  for (const process of processes) {
    const samples = await readMetrics(process.base);
    parts.heapUsed += metric(samples, 'nodejs_heap_used_bytes');
    parts.heapCommitted += metric(samples, 'nodejs_heap_committed_bytes');
    parts.external += metric(samples, 'nodejs_external_memory_bytes');
  }
  return parts;
}

/** A token for the realtime socket, from `base`. */
export async function socketToken(base: string): Promise<string> {
  const response = await fetch(`${base}${API_V2_FULL_PATHS.accessToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'device_id=scale-bench',
  });
  return ((await response.json()) as { data: { encrypt: string } }).data.encrypt;
}

/** Stops everything this run started (servers with SIGTERM, the rest with SIGKILL after 20 s). */
export async function stopAll(): Promise<void> {
  for (const child of children.splice(0).reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
