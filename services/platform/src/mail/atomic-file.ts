import { randomBytes } from 'node:crypto';
import { link, mkdir, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;

/** Flushes a directory entry (a rename or link) to disk; not every platform can open a directory. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EPERM', 'EACCES', 'EINVAL'].includes(errorCode(error) ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

/**
 * Writes `path` so that a reader (or a restart after a crash) sees either nothing or the whole file: the
 * content goes to a temporary file in the same folder, is fsynced, then takes its final name.
 * - `overwrite: true` replaces an existing file (rename);
 * - `overwrite: false` never replaces one: the final name is taken with a hard link, which fails
 *   atomically when the name exists, so two writers racing for one name leave exactly one file.
 * Answers `'exists'` when the file was already there and nothing was written.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: { overwrite: boolean },
): Promise<'written' | 'exists'> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o640);
  let tempMoved = false;
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.overwrite) {
      await rename(temp, path);
      tempMoved = true;
    } else {
      const result = await linkNoReplace(temp, path);
      if (result === 'exists') return 'exists';
      tempMoved = result === 'renamed';
    }
    await syncDirectory(dir);
    return 'written';
  } finally {
    if (!tempMoved) await unlink(temp).catch(() => undefined);
  }
}

/** `link` where the file system has hard links; else an exists-check and a rename (a tiny race window). */
async function linkNoReplace(temp: string, path: string): Promise<'linked' | 'renamed' | 'exists'> {
  try {
    await link(temp, path);
    return 'linked';
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return 'exists';
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') throw error;
  }
  try {
    await open(path, 'r').then((existing) => existing.close());
    return 'exists';
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  await rename(temp, path);
  return 'renamed';
}
