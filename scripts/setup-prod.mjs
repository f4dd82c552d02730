// `npm run setup:prod [-- --site-host booking.example.com --admin-email owner@example.com --replicas 2]`:
// writes the `.env` that docker-compose.yml reads, with random secrets (crypto.randomBytes), mode 600.
// Refuses to overwrite an existing `.env` (its passwords are already in the databases' volumes) unless
// `--force`. `--out <file>` writes elsewhere (the tests). Prints what to do next.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { looksLikeEmail, prodEnv, renderEnvFile } from './prod-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`setup:prod: ${message}`);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        force: { type: 'boolean', default: false },
        'site-host': { type: 'string', default: 'localhost' },
        'admin-email': { type: 'string' },
        replicas: { type: 'string', default: '2' },
        out: { type: 'string' },
      },
    });
  } catch (error) {
    return fail(
      `${/** @type {Error} */ (error).message} (options: --site-host, --admin-email, --replicas, --force)`,
    );
  }
})();

const siteHost = values['site-host'];
if (!/^[a-z0-9.-]+$/i.test(siteHost))
  fail(`--site-host ${siteHost}: a host name or IP address, no scheme or port`);
const adminEmail = values['admin-email'] ?? `admin@${siteHost}`;
if (!looksLikeEmail(adminEmail))
  fail(
    `the administrator's address ${adminEmail} is not accepted by the server: pass --admin-email you@example.com`,
  );
const replicas = Number(values.replicas);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 32)
  fail('--replicas: a whole number from 1 to 32');

const target = resolve(values.out ?? join(root, '.env'));
if (existsSync(target) && !values.force)
  fail(
    `${target} exists: its passwords are those the databases were created with. ` +
      'Keep it, or pass --force to write new secrets (then reset the KurrentDB and MongoDB passwords by hand, ' +
      'or start from empty volumes: docs/operations.md).',
  );

const entries = prodEnv({ siteHost, adminEmail, replicas, randomBytes });
// Written beside the target, then renamed: never a half-written or world-readable .env, even for a moment.
const temporary = `${target}.${process.pid}.tmp`;
writeFileSync(temporary, renderEnvFile(entries, new Date()), { mode: 0o600, flag: 'wx' });
chmodSync(temporary, 0o600); // the umask cannot widen it, but an inherited ACL default could
renameSync(temporary, target);

const shown = relative(process.cwd(), target) || target;
console.log(`Wrote ${shown} (mode 600): random secrets for KurrentDB, MongoDB, the JWTs and the first admin.
Keep it private and backed up. Next, from this folder (Docker Engine 26+ with Compose 2.24+):

  docker compose build
  docker compose up -d
  docker compose ps            # every service healthy; certs and mongo-init exited with 0

Then open https://${siteHost}/admin and sign in as ${adminEmail} with ADMIN_PASSWORD from ${shown}.
TLS is Caddy's local CA (CADDY_TLS=internal): trust its root once per browser with
  docker compose cp proxy:/data/caddy/pki/authorities/local/root.crt caddy-root.crt
or, for a public SITE_HOST, set CADDY_TLS to your e-mail address for a public certificate.
Details: docs/operations.md, "Production with Docker Compose".`);
