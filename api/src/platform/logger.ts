import { pino, type DestinationStream, type Logger, type LogFn } from 'pino';

export type { Logger };

/** Keys whose values never reach a log line, at the top or up to three levels down (decision 017). */
const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'passwordHash', 'pin', 'securityCode', 'token', 'authToken', 'secret'];
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]),
];


/** The same warning or error is written at most once per window; the rest are counted. */
export const REPEAT_WINDOW_MS = 10_000;
const WARN = 40;

/** What makes two log calls "the same": level, message and the error's message (not its id or stack). */
function keyOf(level: number, args: unknown[]): string {
  const msg = args.find((a) => typeof a === 'string') ?? '';
  const first = args[0];
  const err = first instanceof Error ? first : first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined;
  return `${level}\u0000${msg}\u0000${err instanceof Error ? err.message : typeof err === 'string' ? err : ''}`;
}

/**
 * pino's logMethod hook: warnings and errors repeated within REPEAT_WINDOW_MS are suppressed and
 * counted; at the end of the window one line says how many ("suppressed": K). A database that went
 * away made every request and every job poll log a stack trace (~18,000 a minute, issue 10).
 */
function repeatLimiter() {
  const windows = new Map<string, { suppressed: number; args: unknown[] }>();
  return function logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
    if (level < WARN) return method.apply(this, args);
    const key = keyOf(level, args);
    const open = windows.get(key);
    if (open) {
      open.suppressed += 1;
      return;
    }
    const entry = { suppressed: 0, args: args as unknown[] };
    windows.set(key, entry);
    setTimeout(() => {
      windows.delete(key);
      if (!entry.suppressed) return;
      const msg = entry.args.find((a) => typeof a === 'string') ?? 'repeated';
      const first = entry.args[0];
      const err = first && typeof first === 'object' ? ((first as { err?: unknown }).err ?? (first instanceof Error ? first : undefined)) : undefined;
      method.call(this, { suppressed: entry.suppressed, windowMs: REPEAT_WINDOW_MS, ...(err instanceof Error ? { error: err.message } : {}) }, `${String(msg)} (suppressed ${entry.suppressed} similar)`);
    }, REPEAT_WINDOW_MS).unref();
    return method.apply(this, args);
  };
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One value of a readable line: short and unquoted when it can be. */
function show(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value);
}

/**
 * LOG_FORMAT=pretty (the default of a development start in a terminal): pino's JSON lines turned into
 * `12:04:05 INFO  Poolmates is ready url=http://…`, an error's stack below it. The same redaction
 * ran before (the line is formatted from pino's output), so nothing secret appears here either.
 */
export function prettyDestination(out: { write(text: string): unknown } = process.stdout): DestinationStream {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      const { time, level, msg, err, ...rest } = entry;
      const clock = new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
      // a text the message already says is not said again ("dev outbox: "…: 123456" to x@y" carried
      // to= and subject= after it: every mail line twice as long in the terminal)
      const said = typeof msg === 'string' ? msg : '';
      const fields = Object.entries(rest)
        .filter(([, v]) => !(typeof v === 'string' && v.length >= 3 && said.includes(v)))
        .map(([k, v]) => `${k}=${show(v)}`);
      const error = err && typeof err === 'object' ? (err as { stack?: string; message?: string }) : null;
      const head = `${clock} ${(LEVELS[level as number] ?? String(level)).padEnd(5)} ${typeof msg === 'string' ? msg : ''}${fields.length ? ` ${fields.join(' ')}` : ''}`;
      out.write(`${head}${error ? `\n  ${(error.stack ?? error.message ?? '').replaceAll('\n', '\n  ')}` : ''}\n`);
    },
  };
}

export type LogFormat = 'json' | 'pretty';

export function createLogger(level: string, destination?: DestinationStream, format: LogFormat = 'json'): Logger {
  return pino(
    { level, base: undefined, redact: { paths: REDACT, censor: '[redacted]' }, hooks: { logMethod: repeatLimiter() } },
    // JSON lines to stdout without a write system call per line: written as the previous write
    // completes (lines logged meanwhile go in one write), flushed synchronously when the process
    // exits (pino registers that). A synchronous write per request line was ~4 % of a page's time
    // (decision 045).
    destination ?? (format === 'pretty' ? prettyDestination() : pino.destination({ dest: 1, sync: false })),
  );
}
