/**
 * The settings table (./settings-table.ts) is the one list of environment variables: `.env.example` and
 * docs/configuration.md list exactly its names with its defaults, the code reads no other, and every one
 * it declares is read somewhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfiguration } from './config.ts';
import { DEFAULT_SENDER } from './mail/compose.ts';
import { parseDuration } from './operations/duration.ts';
import { DEFAULT_SESSION_LIFETIME } from './identity/session-lifetime.ts';
import {
  defaultOf,
  SETTING_NAMES,
  SETTINGS,
  type SettingDeclaration,
  type SettingWithDefault,
} from './settings-table.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const declared = (name: string): SettingDeclaration | undefined =>
  (SETTINGS as Readonly<Record<string, SettingDeclaration>>)[name];

/** Names in `found` and not in the table, and names of the table not in `found`, as one readable message. */
function difference(where: string, found: ReadonlySet<string>): string[] {
  const missing = SETTING_NAMES.filter((name) => !found.has(name)).map(
    (name) => `${where} does not list ${name} (src/services/settings-table.ts declares it)`,
  );
  const extra = [...found]
    .filter((name) => declared(name) === undefined)
    .map((name) => `${where} lists ${name}, which src/services/settings-table.ts does not declare`);
  return [...missing, ...extra];
}

/** `.env.example`'s `NAME=value` lines (comments aside). */
function envExample(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of read('.env.example').split('\n')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match?.[1]) continue;
    if (entries.has(match[1])) throw new Error(`.env.example sets ${match[1]} twice`);
    entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

/** docs/configuration.md's settings table: the names of each row's first cell, with its default cell. */
function documentedRows(): Array<{ names: string[]; defaults: string }> {
  const section =
    read('docs/configuration.md')
      .split(/^## Configuration$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [first = '', second = ''] = line.replace(/^\| /, '').split(' | ');
      return { names: [...first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''), defaults: second };
    });
}

describe('.env.example', () => {
  const entries = envExample();

  it('lists exactly the settings of the table', () => {
    const problems = difference('.env.example', new Set(entries.keys()));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('shows a setting’s value only as its default, and never a secret’s', () => {
    const problems = [...entries].flatMap(([name, value]) => {
      const setting = declared(name);
      if (!setting || value === '') return [];
      if (setting.secret) return [`.env.example gives the secret ${name} a value: leave it empty`];
      return value === setting.default
        ? []
        : [`.env.example sets ${name}=${value}, but its default is ${setting.default ?? 'none'}`];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('docs/configuration.md', () => {
  const rows = documentedRows();

  it('lists exactly the settings of the table, each once', () => {
    const names = rows.flatMap((row) => row.names);
    const twice = names.filter((name, index) => names.indexOf(name) !== index).map((name) => `${name} is listed twice`);
    const problems = [...difference('docs/configuration.md', new Set(names)), ...twice];
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('gives each default of the table in its default column', () => {
    const problems = rows.flatMap(({ names, defaults }) =>
      names.flatMap((name) => {
        const fallback = declared(name)?.default;
        return fallback === undefined || defaults.includes(`\`${fallback}\``)
          ? []
          : [`docs/configuration.md: the default of ${name} is \`${fallback}\`, not said in "${defaults}"`];
      }),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

/** The files whose environment reads are checked: the app, the scripts, the build's integrations and config. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir)).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
      return /\.(ts|tsx|mjs|astro)$/.test(entry) && !/\.test\.ts$/.test(entry) ? [path] : [];
    });
  return [...walk('src'), ...walk('scripts'), ...walk('integrations'), 'astro.config.mjs'];
}

/**
 * Variables read that are not the site's settings: the system's PATH, Node's own NODE_OPTIONS (kept by
 * scripts/serve.mjs), and @astrojs/node's ASTRO_NODE_* (set by scripts/serve.mjs for the adapter).
 */
const NOT_SETTINGS = new Set(['PATH', 'NODE_OPTIONS', 'ASTRO_NODE_AUTOSTART', 'ASTRO_NODE_LOGGING']);

const ENVIRONMENT_READ =
  /(?:process\.env|import\.meta\.env|\benv)\s*(?:\.\s*([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;

describe('the code', () => {
  it('reads no environment variable the table does not declare', () => {
    const problems = sourceFiles().flatMap((file) =>
      [...read(file).matchAll(ENVIRONMENT_READ)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((name) => declared(name) === undefined && !NOT_SETTINGS.has(name))
        .map(
          (name) => `${relative(ROOT, join(ROOT, file))} reads ${name}: declare it in src/services/settings-table.ts`,
        ),
    );
    expect([...new Set(problems)], problems.join('\n')).toEqual([]);
  });

  it('reads every setting the table declares', () => {
    const files = [...sourceFiles(), 'playwright.config.ts', 'tests/api/harness.ts'].filter(
      (file) => file !== join('src', 'services', 'settings-table.ts'),
    );
    const code = files
      .map((file) =>
        read(file)
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
          .join('\n'),
      )
      .join('\n');
    const unread = SETTING_NAMES.filter((name) => !new RegExp(`\\b${name}\\b`).test(code)).map(
      (name) => `nothing reads ${name}: remove it from src/services/settings-table.ts, .env.example and the docs`,
    );
    expect(unread, unread.join('\n')).toEqual([]);
  });

  it('names, for each setting of the server, the part of the configuration it feeds', () => {
    const parts = new Set([...Object.keys(readConfiguration({})), 'server wrapper']);
    const problems = SETTING_NAMES.filter((name) => {
      const setting: SettingDeclaration = SETTINGS[name];
      return setting.readBy.includes('server') && !parts.has(setting.part);
    }).map((name) => `${name}: part ${SETTINGS[name].part} is no field of services/config.ts's Configuration`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('falls back to the table’s defaults with nothing set', () => {
    const config = readConfiguration({});
    const number = (name: SettingWithDefault) => Number(defaultOf(name));
    expect(config.content).toMatchObject({ kind: 'embedded' });
    expect(config.content.kind === 'embedded' && config.content.dataset).toBe(
      join(process.cwd(), SETTINGS.CONTENT_DATASET.default),
    );
    expect(config.gatedFilesDir).toBe(join(process.cwd(), SETTINGS.GATED_FILES_DIR.default));
    expect(config.studio.url).toBe(SETTINGS.SANITY_STUDIO_URL.default);
    expect(config.pageCache.maxBytes).toBe(number('PAGE_CACHE_MAX_MB') * 1024 * 1024);
    expect(config.identity.baseURL).toBe(`http://${SETTINGS.HOST.default}:${SETTINGS.PORT.default}`);
    expect(config.identity.signInAttemptsPerMinute).toBe(number('AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE'));
    expect(config.identity.rateLimitMultiplier).toBe(number('AUTH_RATE_LIMIT_MULTIPLIER'));
    expect(DEFAULT_SESSION_LIFETIME).toEqual({
      idleTimeoutMs: parseDuration(SETTINGS.AUTH_SESSION_IDLE_TIMEOUT.default),
      maxAgeMs: parseDuration(SETTINGS.AUTH_SESSION_MAX_AGE.default),
    });
    expect(config.identity.sessionLifetime).toEqual(DEFAULT_SESSION_LIFETIME);
    expect(config.rateLimits.perMinute).toEqual({
      forms: number('RATE_LIMIT_FORMS_PER_MINUTE'),
      search: number('RATE_LIMIT_SEARCH_PER_MINUTE'),
      webOrders: number('RATE_LIMIT_WEB_ORDERS_PER_MINUTE'),
      contacts: number('RATE_LIMIT_CONTACTS_PER_MINUTE'),
      vitals: number('RATE_LIMIT_VITALS_PER_MINUTE'),
    });
    expect(`${DEFAULT_SENDER.name} <${DEFAULT_SENDER.address}>`).toBe(SETTINGS.MAIL_FROM.default);
    expect(config.mail.from).toEqual(DEFAULT_SENDER);
    expect(config.monitoring.vitalsSampleRate).toBe(number('VITALS_SAMPLE_RATE'));
    expect(config.operations).toMatchObject({
      logLevel: SETTINGS.LOG_LEVEL.default,
      outboxGiveUpAfterMs: parseDuration(SETTINGS.OUTBOX_GIVE_UP_AFTER.default),
      shutdownTimeoutMs: parseDuration(SETTINGS.SHUTDOWN_TIMEOUT.default),
    });
    expect(config.invoices.nz.legalName).toBe(SETTINGS.INVOICE_NZ_LEGAL_NAME.default);
    expect(config.invoices.au.address.join('; ')).toBe(SETTINGS.INVOICE_AU_ADDRESS.default);
  });
});
