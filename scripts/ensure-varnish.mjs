// Varnish for `npm run stack` and its test (deploy/varnish/default.vcl): finds varnishd and the xkey
// module of varnish-modules, and when either is missing installs Debian's `varnish` and `varnish-modules`
// with apt-get (root only, as scripts/ensure-postgres.mjs installs PostgreSQL). When it cannot, it throws
// saying what to install: the stack has no stand-in for its cache.
//   node scripts/ensure-varnish.mjs      prints the path of varnishd
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const say = (message) => console.error(`ensure-varnish: ${message}`);

/** varnishd on PATH or in the usual folders. */
function findVarnishd() {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'varnishd')).find((path) => existsSync(path));
}

/** Whether the xkey module is where varnishd finds its modules (Debian: /usr/lib/<arch>/varnish/vmods). */
function hasXkey() {
  const roots = ['/usr/lib', '/usr/local/lib'];
  const candidates = roots.flatMap((root) => {
    if (!existsSync(root)) return [];
    const arches = readdirSync(root).filter((name) => existsSync(join(root, name, 'varnish', 'vmods')));
    return [join(root, 'varnish', 'vmods'), ...arches.map((arch) => join(root, arch, 'varnish', 'vmods'))];
  });
  return candidates.some((dir) => existsSync(join(dir, 'libvmod_xkey.so')));
}

function install() {
  if (!existsSync('/usr/bin/apt-get'))
    throw new Error(
      'varnishd or its xkey module is missing and apt-get is not available: install Varnish 7 with varnish-modules',
    );
  if (process.getuid?.() !== 0)
    throw new Error(
      'varnishd or its xkey module is missing; installing them needs root (sudo apt-get install varnish varnish-modules)',
    );
  say('installing Debian varnish and varnish-modules with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 2, 2], env }).status;
  const packages = ['install', '-y', '--no-install-recommends', 'varnish', 'varnish-modules'];
  if (run(packages) !== 0 && (run(['update']) !== 0 || run(packages) !== 0))
    throw new Error('apt-get install varnish varnish-modules failed');
}

/** The path of varnishd, installing Varnish first when it or xkey is missing; throws when it cannot. */
export function ensureVarnish() {
  let varnishd = findVarnishd();
  if (!varnishd || !hasXkey()) {
    install();
    varnishd = findVarnishd();
    if (!varnishd || !hasXkey())
      throw new Error('Varnish was installed but varnishd or its xkey module is still not found');
  }
  return varnishd;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureVarnish());
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
