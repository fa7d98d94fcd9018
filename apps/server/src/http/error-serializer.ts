// Errors as they are written to the log: type, first line of the message, stack frames and
// scalar fields, never the query or its bound parameters. Drizzle's DrizzleQueryError carries
// the whole SQL and every parameter in its message, and PGlite's error carries them as `query`
// and `params`: one failed device flush logged 4.4 MB of them (issue 13 #3, #14), and user
// queries carry personal data.

/** Fields never logged: queries, bound parameters, and PostgreSQL's row details (values). */
const HIDDEN_FIELDS = new Set([
  'query',
  'params',
  'parameters',
  'queryOptions',
  'values',
  'detail',
  'where',
  'internalQuery',
  'hint',
]);
const MAX_TEXT = 300;
const MAX_DEPTH = 3;

const cut = (text: string): string =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (${String(text.length)} chars)` : text;

/** A PostgreSQL error (both drivers): its SQLSTATE and severity. */
function isPostgresError(error: object): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

function messageOf(error: Error): string {
  const firstLine = error.message.split('\n', 1)[0] ?? '';
  // PostgreSQL quotes the offending value: `value "2147483648" is out of range for type integer`.
  if (isPostgresError(error)) return cut(firstLine.replace(/"[^"]*"/g, '"…"'));
  return cut(firstLine);
}

/** The stack's frames under a safe first line (the original first line repeats the message). */
function stackOf(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => line.startsWith('    at '));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

/** pino's `err` serializer: see the file comment. */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: cut(String(error)) };
  }
  const message = messageOf(error);
  const out: Record<string, unknown> = {
    type: error.name,
    message,
    stack: stackOf(error, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (HIDDEN_FIELDS.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (typeof value === 'string') out[key] = cut(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  return out;
}
