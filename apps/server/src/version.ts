import fs from 'node:fs';
import path from 'node:path';

/** The server's version from its package.json (read once; both src/ and dist/ sit one level down). */
export const SERVER_VERSION: string = (() => {
  try {
    const file = path.resolve(import.meta.dirname, '..', 'package.json');
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
})();
