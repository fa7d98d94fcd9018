// A private redis-server and a private PostgreSQL for the fault tests (faults.test.ts) and
// `npm run bench:scale -- --faults`: each in a temporary directory on a port of its own, so a
// test can kill and restart them without touching the machine's shared Redis and PostgreSQL
// (other tests and sessions use those). Nothing is persisted: a restarted Redis starts empty,
// as one without persistence does in production after a crash.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where `name` is on PATH, if it is. */
function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    if (dir !== '' && fs.existsSync(file)) return file;
  }
  return undefined;
}

/** PostgreSQL's server binaries (initdb, pg_ctl): on PATH or Debian's versioned folders. */
function postgresBinDir(): string | undefined {
  const initdb = onPath('initdb');
  if (initdb) return path.dirname(initdb);
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const dir = path.join(base, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return undefined;
}

/** Why the private servers cannot run here (a missing binary), or undefined when they can. */
export function missingServerBinaries(): string | undefined {
  const missing: string[] = [];
  if (!onPath('redis-server')) missing.push('redis-server');
  if (!postgresBinDir()) missing.push('initdb and pg_ctl (PostgreSQL server binaries)');
  if (missing.length === 0 && process.getuid?.() === 0 && !onPath('runuser')) {
    missing.push('runuser (initdb refuses to run as root)');
  }
  return missing.length === 0 ? undefined : `not installed: ${missing.join(', ')}`;
}

/** True once something accepts connections on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nobody listens on now, from `range` (a private range per session) or the system. */
export async function freePort(range?: { from: number; to: number }): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const wanted = range ? range.from + Math.floor(Math.random() * (range.to - range.from)) : 0;
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(-1));
      server.listen(wanted, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : -1));
      });
    });
    if (port > 0) return port;
  }
  throw new Error('no free port');
}

async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A redis-server of this process's own; `kill()` and `start()` again on the same port. */
export class PrivateRedis {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(range?: { from: number; to: number }): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort(range));
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port.toString()}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''];
    this.child = spawn('redis-server', [...args, '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor('redis-server', () => answers(this.port), 10_000);
  }

  /** SIGKILL: the data it held is gone, its clients see their connections drop. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** A PostgreSQL cluster of its own (initdb in a temporary directory), trust auth on loopback. */
export class PrivatePostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly bin: string,
  ) {}

  /** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
  private exec(binary: string, args: string[]): Promise<unknown> {
    const file = path.join(this.bin, binary);
    if (process.getuid?.() === 0) return run('runuser', ['-u', 'postgres', '--', file, ...args]);
    return run(file, args);
  }

  static async start(range?: { from: number; to: number }): Promise<PrivatePostgres> {
    const bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL server binaries (initdb) not found');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-private-pg-'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()));
    }
    const postgres = new PrivatePostgres(await freePort(range), dir, bin);
    await postgres.exec('initdb', [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await postgres.start();
    return postgres;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port.toString()}/postgres`;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    // Loopback only, its Unix socket in its own directory, no fsync: a throwaway cluster.
    const options = `-p ${this.port.toString()} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c full_page_writes=off -c max_connections=200`;
    await this.exec('pg_ctl', [
      'start',
      '-w',
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'log'),
      '-o',
      options,
    ]);
    await waitFor('PostgreSQL', () => answers(this.port), 20_000);
  }

  /** Stops it: `fast` ends every session at once (what clients see when a server restarts). */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.exec('pg_ctl', ['stop', '-w', '-m', mode, '-D', path.join(this.dir, 'data')]);
  }

  /** Stops it and removes its files. */
  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
