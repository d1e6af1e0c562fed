/**
 * The npm scripts run from any shell: npm runs them with sh on POSIX and with cmd.exe on Windows, so
 * a script may use only what both understand (`&&`, `||`, double quotes, plain commands). What the
 * server needs before its process starts (Node's options, MALLOC_ARENA_MAX) is set by scripts/serve.mjs
 * itself (scripts/serve-options.mjs), not by the shell.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVE_ENVIRONMENT, SERVE_NODE_OPTIONS, missingServeOptions } from './serve-options.mjs';

/** The constructs of a POSIX shell that cmd.exe runs differently or not at all, each with what to do instead. */
const POSIX_ONLY: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  {
    pattern: /(?:^|&&|\|\||;)\s*[A-Za-z_][A-Za-z0-9_]*=\S*\s/,
    what: 'a VAR=value prefix (set it in the script itself, e.g. scripts/serve-options.mjs)',
  },
  { pattern: /\$(?:\{|[A-Za-z_])/, what: 'a $VARIABLE (cmd writes %VARIABLE%; read it in the script instead)' },
  { pattern: /'/, what: 'single quotes (cmd passes them on as characters; use double quotes)' },
  { pattern: /`/, what: 'backticks (no command substitution in cmd)' },
  { pattern: /(?:^|&&|\|\||;)\s*(?:rm|cp|mv|mkdir -p|export|cat|ls)\s/, what: 'a POSIX command (do it in Node)' },
  { pattern: /;/, what: 'a ; between commands (cmd does not separate on it; use &&)' },
  { pattern: /(?:^|\s)[^\s"]*[*?][^\s"]*(?:\s|$)/, what: 'an unquoted glob (cmd does not expand it)' },
];

/** What in `command` a cmd.exe would not run as sh does. */
function posixOnlyConstructs(command: string): string[] {
  return POSIX_ONLY.filter(({ pattern }) => pattern.test(command)).map(({ what }) => what);
}

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('package.json scripts', () => {
  it('use nothing a Windows shell (cmd.exe) runs differently from sh', () => {
    const problems = Object.entries(packageJson.scripts).flatMap(([name, command]) =>
      posixOnlyConstructs(command).map((what) => `npm run ${name}: ${what}\n    ${command}`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the check catches each POSIX-only construct and passes the portable ones', () => {
    expect(posixOnlyConstructs('MALLOC_ARENA_MAX=2 node scripts/serve.mjs')).toHaveLength(1);
    expect(posixOnlyConstructs('astro build && NODE_ENV=test vitest run')).toHaveLength(1);
    expect(posixOnlyConstructs('node scripts/x.mjs --dir $OUT_DIR')).toHaveLength(1);
    expect(posixOnlyConstructs("node -e 'console.log(1)'")).toHaveLength(1);
    expect(posixOnlyConstructs('rm -rf dist && astro build')).toHaveLength(1);
    expect(posixOnlyConstructs('astro build; node scripts/serve.mjs')).toHaveLength(1);
    expect(posixOnlyConstructs('prettier --check src/*.ts')).toHaveLength(1);
    expect(posixOnlyConstructs('node scripts/serve.mjs')).toEqual([]);
    expect(
      posixOnlyConstructs('node scripts/ensure-postgres.mjs -- vitest run --config vitest.studio.config.ts'),
    ).toEqual([]);
    expect(posixOnlyConstructs('npm run build && npm run serve')).toEqual([]);
    expect(posixOnlyConstructs('node -e "require(\\"fs\\")"')).toEqual([]);
  });

  it('serve is plain node: the server options come from scripts/serve-options.mjs', () => {
    expect(packageJson.scripts['serve']).toBe('node scripts/serve.mjs');
  });
});

describe('the server process options (scripts/serve-options.mjs)', () => {
  it('are all missing from a plain `node scripts/serve.mjs`: it starts itself again with them', () => {
    expect(missingServeOptions([], {})).toEqual({
      nodeOptions: [...SERVE_NODE_OPTIONS],
      env: { MALLOC_ARENA_MAX: '2' },
    });
  });

  it('are complete when started with them: no second process', () => {
    expect(missingServeOptions([...SERVE_NODE_OPTIONS], { ...SERVE_ENVIRONMENT })).toBeUndefined();
  });

  it("keep an operator's own values, from the command line or NODE_OPTIONS", () => {
    const relaunch = missingServeOptions(['--max-old-space-size=1024'], {
      MALLOC_ARENA_MAX: '4',
      NODE_OPTIONS: '--max-semi-space-size=16',
      PORT: '8080',
    });
    expect(relaunch).toEqual({
      nodeOptions: ['--liftoff-only'],
      env: { MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max-semi-space-size=16', PORT: '8080' },
    });
  });

  it('count a flag the operator turned off (--no-liftoff-only) as given', () => {
    expect(
      missingServeOptions(['--no-liftoff-only', '--max-old-space-size=512', '--max-semi-space-size=8'], {
        ...SERVE_ENVIRONMENT,
      }),
    ).toBeUndefined();
  });

  it('are those the container starts the server with (Dockerfile CMD and ENV)', () => {
    const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
    expect(cmd).toEqual(['node', ...SERVE_NODE_OPTIONS, 'scripts/serve.mjs']);
    // The last stage's ENV: the image that runs the server.
    const env = [...dockerfile.matchAll(/^ENV (.*)$/gm)].at(-1)?.[1] ?? '';
    for (const [name, value] of Object.entries(SERVE_ENVIRONMENT))
      expect(env.split(/\s+/)).toContain(`${name}=${value}`);
  });

  it('a relaunched serve.mjs exits with its child’s code and message', () => {
    const result = spawnSync(process.execPath, ['scripts/serve.mjs', '--dir', 'test-results/no-such-build'], {
      encoding: 'utf8',
      env: Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== 'MALLOC_ARENA_MAX' && name !== 'NODE_OPTIONS'),
      ),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.match(/serve: no build found at/g)).toHaveLength(1);
  });
});
