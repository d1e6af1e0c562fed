/**
 * The server log: one JSON line per request and per notable event (start, stop, publish,
 * outbox give-up, operator call), through pino, to stdout. Fields are chosen by the caller and never
 * hold personal data (no email addresses, names, passwords, tokens or query values); an error is
 * written as its kind, one-line reason and stack frames (`err.stack`, one JSON string), never the data
 * it was about (services/monitoring/port.ts `withoutRequestData`).
 *
 * The server wrapper (scripts/serve.mjs) also sends the app's console output here, so every line the
 * served process writes is JSON; tests and `astro dev` keep the plain console.
 */
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { withoutRequestData } from '../monitoring/port.ts';
import type { LogLevel } from './settings.ts';

const LOGGER_KEY = Symbol.for('tasman.operations.logger');
const holder = globalThis as typeof globalThis & { [LOGGER_KEY]?: Logger };

function createLogger(level: LogLevel): Logger {
  return pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: {
        err: (error: unknown) => {
          const safe = withoutRequestData(error);
          return { type: safe.name, message: safe.message, stack: safe.stack };
        },
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** The process's logger (one per process: kept on globalThis across module reloads). */
export function log(): Logger {
  return (holder[LOGGER_KEY] ??= createLogger('info'));
}

/** Sets the level (LOG_LEVEL, read by the composition root). */
export function setLogLevel(level: LogLevel): void {
  log().level = level;
}

/** Writes what is buffered (before the process exits). */
export function flushLog(): Promise<void> {
  return new Promise((done) => log().flush(() => done()));
}

const CONSOLE_LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const;

/**
 * One console call as one log line: the text of its arguments, the first error among them as `err`
 * (reason and stack frames only).
 */
function consoleLine(
  logger: Logger,
  level: (typeof CONSOLE_LEVELS)[keyof typeof CONSOLE_LEVELS],
  args: unknown[],
): void {
  const error = args.find((arg) => arg instanceof Error);
  const text = format(...args.filter((arg) => arg !== error))
    .replaceAll('\n', ' ')
    .trim();
  if (error) logger[level]({ err: error }, text || 'error');
  else logger[level](text);
}

/** Sends console.error/warn/info/log/debug of this process to the JSON log (the server wrapper calls it once). */
export function captureConsole(): void {
  const logger = log();
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as Array<
    [keyof typeof CONSOLE_LEVELS, (typeof CONSOLE_LEVELS)[keyof typeof CONSOLE_LEVELS]]
  >) {
    console[method] = (...args: unknown[]) => consoleLine(logger, level, args);
  }
}
