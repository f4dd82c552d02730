import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@chauffeur/api';
import { prodEnv } from '../../scripts/prod-env.mjs';
import {
  bareReferences,
  composeText,
  parseCompose,
  resolveCompose,
  variableReferences,
  type Service,
} from '../support/compose';
import { ROOT } from '../support/server';

/**
 * The production topology (issue 19, point 4), checked by construction: there is no Docker engine here, so
 * these read docker-compose.yml, its override files, the Caddyfile and the scripts the services run, as
 * Compose would. What only a real `docker compose up` proves (the images start, the stores accept these
 * settings) is listed in docs/operations.md as not proven here.
 */
const COMPOSE = 'docker-compose.yml';
const OVERRIDES = ['deploy/compose.insecure.yml', 'deploy/compose.expose-stores.yml'];
const compose = parseCompose(composeText(COMPOSE));
const services = compose.services;
const STORES = ['kurrentdb', 'mongo'];
/** Services that run once and exit: everything else runs for good. */
const ONE_SHOTS = ['certs', 'mongo-init'];

/** A `.env` as `npm run setup:prod` writes it. */
const dotEnv = Object.fromEntries(
  prodEnv({ siteHost: 'booking.example.com', adminEmail: 'owner@example.com', replicas: 3, randomBytes }).map(
    ({ key, value }) => [key, value],
  ),
);
const resolved = resolveCompose(compose, dotEnv).services;

const env = (service: Service): Record<string, string> =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value)]));

/** A process's environment as the container gets it. */
function appEnvironment(name: string): Record<string, string> {
  return env(resolved[name]!);
}

describe('docker-compose.yml: a topology safe by default', () => {
  it('publishes nothing on the host but the proxy’s HTTP and HTTPS ports', () => {
    for (const [name, service] of Object.entries(services))
      if (name !== 'proxy') expect(service.ports ?? [], name).toEqual([]);
    expect(services.proxy!.ports).toEqual(['80:80', '443:443', '443:443/udp']);
  });

  it('restarts every long-running service and health-checks each one (the projector included); one-shots run once', () => {
    for (const [name, service] of Object.entries(services)) {
      if (ONE_SHOTS.includes(name)) {
        expect(service.restart, name).toBe('no');
        continue;
      }
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.healthcheck?.disable, name).toBeUndefined();
      expect(service.healthcheck?.test?.[0], name).toMatch(/^CMD(-SHELL)?$/);
    }
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'certs', 'kurrentdb', 'mongo', 'mongo-init', 'projector', 'proxy'].sort(),
    );
  });

  it('health-checks the projector and the API on their own /api/health (the projector answers it: RUN_API=false)', () => {
    for (const name of ['projector', 'api']) {
      expect(services[name]!.healthcheck!.test!.join(' '), name).toContain(
        'http://127.0.0.1:3000/api/health',
      );
      expect(env(services[name]!).PORT, name).toBe('3000');
    }
    expect(env(services.projector!).RUN_API).toBe('false');
  });

  it('runs KurrentDB 26 secure: certificates from the one-shot certs service, no AtomPub, no server projections', () => {
    const kurrent = services.kurrentdb!;
    expect(kurrent.image).toMatch(/^kurrentplatform\/kurrentdb:26\.\d+\.\d+$/);
    expect(env(kurrent)).toMatchObject({
      KURRENTDB_INSECURE: 'false',
      KURRENTDB_ENABLE_ATOM_PUB_OVER_HTTP: 'false',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_CERTIFICATE_FILE: '/certs/node/node.crt',
      KURRENTDB_CERTIFICATE_PRIVATE_KEY_FILE: '/certs/node/node.key',
      KURRENTDB_TRUSTED_ROOT_CERTIFICATES_PATH: '/certs/ca',
    });
    expect(kurrent.volumes).toContain('kurrentdb-data:/var/lib/kurrentdb');
    expect(kurrent.depends_on?.certs?.condition).toBe('service_completed_successfully');
    // Its health check verifies the node's certificate with our CA (no --insecure).
    expect(kurrent.healthcheck!.test).toEqual(
      expect.arrayContaining(['--cacert', '/certs/ca/ca.crt', 'https://localhost:2113/health/live']),
    );
    expect(kurrent.healthcheck!.test!.join(' ')).not.toMatch(/--insecure|-k\b/);
  });

  it('gives the node certificate the names it is reached by: the service name (the app) and localhost (its health check)', () => {
    const script = composeText('deploy/certs/generate.sh');
    const host = new URL(env(resolved.api!).KURRENTDB_URL!).hostname;
    expect(host).toBe('kurrentdb');
    expect(script).toMatch(/-dns-names kurrentdb,localhost\b/);
    // The CA's key never leaves the certs volume's root-only folder; the app mounts the CA's folder alone.
    expect(script).toContain('chmod 700 ca-key');
    for (const name of ['projector', 'api'])
      expect(services[name]!.volumes, name).toContainEqual({
        type: 'volume',
        source: 'certs',
        target: '/certs/ca',
        read_only: true,
        volume: { subpath: 'ca' },
      });
  });

  it('runs MongoDB as the single-node replica set rs0 with authentication, healthy only with a primary', () => {
    const mongo = services.mongo!;
    expect(mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0', '--keyFile']));
    expect(mongo.environment).toMatchObject({
      MONGO_INITDB_ROOT_USERNAME: expect.stringMatching(/^\$\{MONGO_ROOT_USER:\?/),
      MONGO_INITDB_ROOT_PASSWORD: expect.stringMatching(/^\$\{MONGO_ROOT_PASSWORD:\?/),
    });
    const health = mongo.healthcheck!.test!.join(' ');
    expect(health).toContain("h.setName === 'rs0'");
    expect(health).toContain('h.isWritablePrimary');
    // The key file is made at the first start, inside the data volume.
    expect(composeText('deploy/mongo/entrypoint.sh')).toContain('key=/data/db/replica-set.key');
    expect(mongo.command).toContain('/data/db/replica-set.key');
  });

  it('initiates rs0 and the app’s user with readWrite on its own database only, before any app process starts', () => {
    const init = composeText('deploy/mongo/init-replica-set.js');
    expect(init).toContain("members: [{ _id: 0, host: 'mongo:27017' }]");
    expect(init).toContain("const roles = [{ role: 'readWrite', db: appDb }]");
    expect(env(services['mongo-init']!).MONGO_APP_DB).toBe('chauffeur');
    for (const name of ['projector', 'api'])
      expect(services[name]!.depends_on, name).toMatchObject({
        kurrentdb: { condition: 'service_healthy' },
        mongo: { condition: 'service_healthy' },
        'mongo-init': { condition: 'service_completed_successfully' },
      });
    const url = new URL(env(resolved.api!).MONGO_URL!);
    expect(url.username).toBe(dotEnv.MONGO_APP_USER);
    expect(url.pathname).toBe('/chauffeur');
    expect(Object.fromEntries(url.searchParams)).toEqual({ replicaSet: 'rs0', authSource: 'chauffeur' });
  });

  it('writes no secret in the compose files: every password, secret and credential comes from .env', () => {
    for (const file of [COMPOSE, ...OVERRIDES]) {
      const { services: declared } = parseCompose(composeText(file));
      for (const [name, service] of Object.entries(declared))
        for (const [key, value] of Object.entries(env(service))) {
          if (/PASSWORD|SECRET|_KEY$/.test(key))
            expect(value, `${file} ${name} ${key}`).toMatch(/^\$\{[A-Z_]+:\?/);
          // A connection string's password (a user name may be written: KurrentDB's `admin`).
          const masked = value.replace(/\$\{[A-Z_]+:\?[^}]*\}/g, '<from .env>');
          const password = /^[a-z+]+:\/\/[^:@/]*:([^@/]*)@/.exec(masked)?.[1];
          if (password !== undefined) expect(password, `${file} ${name} ${key}`).toBe('<from .env>');
        }
    }
  });

  it('reads only variables that npm run setup:prod writes, always in braces', () => {
    for (const file of [COMPOSE, ...OVERRIDES]) {
      const text = composeText(file);
      expect(bareReferences(text), file).toEqual([]);
      for (const { name } of variableReferences(text))
        expect(Object.keys(dotEnv), `${file}: ${name}`).toContain(name);
    }
    // And the Caddyfile's placeholders are set on the proxy's environment.
    for (const [, name] of composeText('deploy/Caddyfile').matchAll(/\{\$([A-Z_]+)/g))
      expect(Object.keys(services.proxy!.environment!)).toContain(name);
  });

  it('gives the app processes a configuration the server accepts (the same loader as at boot)', () => {
    for (const name of ['projector', 'api']) {
      const config = loadConfig(appEnvironment(name));
      expect(config.eventStore.kind, name).toBe('esdb');
      expect(config.readStore, name).toMatchObject({ kind: 'mongo', dbName: 'chauffeur' });
      expect(config.siteUrl, name).toBe('https://booking.example.com');
      expect(config.jwtSecret, name).toBe(dotEnv.JWT_SECRET);
    }
    expect(loadConfig(appEnvironment('projector'))).toMatchObject({ runApi: false, runProjectors: true });
    expect(loadConfig(appEnvironment('api'))).toMatchObject({
      runApi: true,
      runProjectors: false,
      seedDemoData: false,
      trustProxy: [dotEnv.EDGE_SUBNET],
      adminEmail: 'owner@example.com',
    });
  });

  it('runs N API replicas behind Caddy on their own network, believing X-Forwarded-For from that network only', () => {
    expect(services.api!.deploy!.replicas).toBe('${API_REPLICAS:-2}');
    expect(resolved.api!.deploy!.replicas).toBe('3'); // Compose casts it to a number
    const subnet = compose.networks!.edge!.ipam!.config![0]!.subnet;
    expect(env(services.api!).TRUST_PROXY).toBe(subnet);
    expect(services.proxy!.networks).toEqual(['edge']);
    expect(services.api!.networks).toEqual(['backend', 'edge']);
    for (const name of [...STORES, 'projector', 'mongo-init'])
      expect(services[name]!.networks, name).toEqual(['backend']);
    expect(services.proxy!.image).toMatch(/^caddy:2\.\d+\.\d+(-alpine)?$/);
    const caddyfile = composeText('deploy/Caddyfile');
    expect(caddyfile).toMatch(/\{\$SITE_HOST\} \{/);
    expect(caddyfile).toContain('tls {$CADDY_TLS:internal}');
    expect(caddyfile).toMatch(/dynamic a \{\s+name api\s+port 3000/);
    expect(dotEnv.CADDY_TLS).toBe('internal');
  });

  it('seeds demo data from the one projector only, so replicas never race to seed an empty log', () => {
    expect(env(services.api!).SEED_DEMO_DATA).toBe('false');
    expect(env(resolved.projector!).SEED_DEMO_DATA).toBe('false');
  });
});

describe('the override files', () => {
  it('insecure: KurrentDB without TLS, for local trials, and says so', () => {
    const text = composeText('deploy/compose.insecure.yml');
    expect(text).toMatch(/LOCAL TRIALS ONLY/);
    const { services: insecure } = parseCompose(text);
    expect(env(insecure.kurrentdb!).KURRENTDB_INSECURE).toBe('true');
    for (const name of ['projector', 'api']) expect(env(insecure[name]!).KURRENTDB_URL).toMatch(/tls=false$/);
  });

  it('expose-stores: publishes the stores on the loopback only', () => {
    const { services: exposed } = parseCompose(composeText('deploy/compose.expose-stores.yml'));
    expect(Object.keys(exposed).sort()).toEqual(STORES.slice().sort());
    for (const name of STORES)
      for (const port of exposed[name]!.ports!) expect(port, name).toMatch(/^127\.0\.0\.1:/);
  });
});

describe('npm run setup:prod', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'scripts/setup-prod.mjs'), ...args], { encoding: 'utf8' });

  it('writes a private .env with fresh random secrets, refuses to overwrite it, and replaces it with --force', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'setup-prod-')), '.env');
    const args = ['--out', out, '--site-host', 'booking.example.com', '--admin-email', 'owner@example.com'];
    const first = run(args);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('docker compose up -d');
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const written = readFileSync(out, 'utf8');
    const values = Object.fromEntries(
      written
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(values)).toEqual(Object.keys(dotEnv));
    for (const key of ['JWT_SECRET', 'KURRENTDB_ADMIN_PASSWORD', 'MONGO_ROOT_PASSWORD', 'MONGO_APP_PASSWORD'])
      expect(values[key], key).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(values).toMatchObject({ SITE_HOST: 'booking.example.com', ADMIN_EMAIL: 'owner@example.com' });

    const again = run(args);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('--force');
    expect(readFileSync(out, 'utf8')).toBe(written);

    const forced = run([...args, '--force']);
    expect(forced.status, forced.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).not.toContain(values.JWT_SECRET);
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });

  it('refuses an administrator address the server would refuse at boot', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'setup-prod-')), '.env');
    const result = run(['--out', out]); // localhost: admin@localhost is no address the server takes
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--admin-email');
  });

  it('keeps .env out of git and out of the image’s build context', () => {
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.env');
    expect(readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n')).toContain('.env');
  });
});
