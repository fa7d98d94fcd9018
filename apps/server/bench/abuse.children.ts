// Child processes of bench:abuse (the server, the probes, the connection holders): started with
// the hard file-descriptor limit as their soft limit, tracked, and always killed when the bench
// ends, also on Ctrl-C or an error. Requests to a child go over its IPC channel, matched by id.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

const children = new Set<ChildProcess>();
const cleanupDirs = new Set<string>();

/** Soft and hard `ulimit -n` of this shell; children get the hard one as their soft limit. */
export function fileLimits(): { soft: number; hard: number } {
  const text = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' });
  const [soft = '1024', hard = '1024'] = text.trim().split('\n');
  const parse = (value: string) => (value === 'unlimited' ? 1_048_576 : Number(value));
  return { soft: parse(soft), hard: parse(hard) };
}

/**
 * Spawns `node [nodeArgs] file args` through `sh` so that it can raise its own soft limit of open
 * files first (exec keeps the pid and the IPC descriptor).
 */
export function spawnNode(
  file: string,
  args: string[],
  options: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    ipc?: boolean;
    output?: 'inherit' | 'pipe';
    /** Extra Node flags, e.g. `--cpu-prof` for the server under attack. */
    nodeFlags?: string[];
  },
): ChildProcess {
  const output = options.output ?? 'inherit';
  const child = spawn(
    'sh',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"',
      process.execPath,
      ...(options.nodeFlags ?? []),
      '--import',
      'tsx',
      file,
      ...args,
    ],
    {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.ipc ? ['ignore', output, output, 'ipc'] : ['ignore', output, output],
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Removes `dir` when the bench ends (unless it is kept for inspection). */
export function removeAtExit(dir: string): void {
  cleanupDirs.add(dir);
}

function killAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

function removeDirs(): void {
  for (const dir of cleanupDirs) fs.rmSync(dir, { recursive: true, force: true });
}

/** Kills every child on exit, Ctrl-C, SIGTERM or a crash of the bench. */
export function installCleanup(keepDirs: boolean): void {
  process.on('exit', () => {
    killAll();
    if (!keepDirs) removeDirs();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\nbench:abuse: ${signal}, stopping every child`);
      process.exit(130);
    });
  }
  process.on('uncaughtException', (error) => {
    console.error('bench:abuse failed:', error);
    process.exit(1);
  });
}

interface Reply {
  id: number;
  data: unknown;
}

let nextId = 1;

/** Sends `message` with a fresh id and resolves with the child's reply of the same id. */
export function ask<T>(child: ChildProcess, message: object, timeoutMs = 30_000): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`child ${child.pid ?? '?'} did not answer ${JSON.stringify(message)}`));
    }, timeoutMs);
    const onMessage = (raw: unknown) => {
      const reply = raw as Partial<Reply>;
      if (reply.id !== id) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(reply.data as T);
    };
    child.on('message', onMessage);
    child.send({ ...message, id });
  });
}

/** Resolves when the child sends `{ready: true}` (or rejects when it exits first). */
export function ready(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('child not ready in time')), timeoutMs);
    child.on('message', (raw: unknown) => {
      if ((raw as { ready?: boolean }).ready === true) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${code ?? 'signal'}) before it was ready`));
    });
  });
}

/** Asks a child to finish, then kills it if it has not exited within `graceMs`. */
export async function finish(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'close' });
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
