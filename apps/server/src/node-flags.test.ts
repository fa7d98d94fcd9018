import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the server’s V8 flags', () => {
  it('are on the start command of the README', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const start = manifest.scripts.start ?? '';
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
  });

  it('are on the cluster script’s and the container’s commands too', () => {
    const cluster = fs.readFileSync(path.join(root, 'scripts/start-cluster.mjs'), 'utf8');
    const container = fs.readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8');
    for (const flag of SERVER_NODE_FLAGS) {
      expect(cluster).toContain(`spawn(process.execPath, ['${flag}', entry]`);
      expect(container).toContain(`CMD ["node", "${flag}", "apps/server/dist/main.js"]`);
    }
  });

  it('are accepted by this Node (a misspelt flag stops node before the server starts)', () => {
    const out = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'console.log("up")']);
    expect(out.toString().trim()).toBe('up');
  });
});
