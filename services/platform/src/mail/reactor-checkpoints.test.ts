import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryReadStore } from '@chauffeur/projections';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FileReactorCheckpoints,
  ReadStoreReactorCheckpoints,
  createReactorCheckpoints,
} from './reactor-checkpoints';

describe('FileReactorCheckpoints', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reactors-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('has no checkpoint before the first save, then the last one saved', async () => {
    const store = new FileReactorCheckpoints(join(dir, 'reactors'));
    expect(await store.get('mail')).toBeNull();
    await store.set('mail', 41n);
    await store.set('mail', 18_446_744_073_709_551_615n);
    expect(await store.get('mail')).toBe(18_446_744_073_709_551_615n);
    expect(await new FileReactorCheckpoints(join(dir, 'reactors')).get('mail')).toBe(
      18_446_744_073_709_551_615n,
    );
    expect(await readdir(join(dir, 'reactors'))).toEqual(['mail.json']);
    expect(JSON.parse(await readFile(join(dir, 'reactors', 'mail.json'), 'utf8'))).toMatchObject({
      reactor: 'mail',
      position: '18446744073709551615',
    });
  });

  it('refuses a corrupt file instead of starting again from zero', async () => {
    const store = new FileReactorCheckpoints(dir);
    await writeFile(join(dir, 'mail.json'), '{"position": 12}');
    await expect(store.get('mail')).rejects.toThrow(/Corrupt/);
  });

  it('refuses a name that is not a plain file name', async () => {
    await expect(new FileReactorCheckpoints(dir).set('../x', 1n)).rejects.toThrow(RangeError);
  });
});

describe('createReactorCheckpoints', () => {
  it('uses files beside the data for the in-memory read store', () => {
    const store = createReactorCheckpoints({ readStore: new MemoryReadStore(), dataDir: '/data' });
    expect(store).toBeInstanceOf(FileReactorCheckpoints);
    expect((store as FileReactorCheckpoints).dir).toBe(join('/data', 'reactors'));
  });

  it('uses files, not the derived read.sqlite an operator may delete, for the SQLite read store', () => {
    const sqliteLike = { kind: 'sqlite' as const, checkpoints: new MemoryReadStore().checkpoints };
    const store = createReactorCheckpoints({ readStore: sqliteLike, dataDir: '/data' });
    expect(store).toBeInstanceOf(FileReactorCheckpoints);
  });

  it("uses the read store's checkpoints under a reactor: key for MongoDB", async () => {
    const readStore = new MemoryReadStore();
    const mongoLike = { kind: 'mongo' as const, checkpoints: readStore.checkpoints };
    const store = createReactorCheckpoints({ readStore: mongoLike, dataDir: '/data' });
    expect(store).toBeInstanceOf(ReadStoreReactorCheckpoints);
    await store.set('mail', 7n);
    expect(await store.get('mail')).toBe(7n);
    expect(await readStore.checkpoints.get('reactor:mail')).toBe(7n);
    expect(await readStore.checkpoints.get('mail')).toBeNull();
  });
});
