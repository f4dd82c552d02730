import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What a backup folder holds, written LAST (`manifest.json`): a folder without one is an interrupted
 * backup, never restored. Each file with its size and sha256, so `verify` proves that what is restored is
 * what was copied (a bad disk, a partial upload to off-site storage, a hand edit).
 */
export interface Manifest {
  format: 'chauffeur-backup/1';
  deployment: 'embedded' | 'compose';
  created_at: string;
  /** Where it was taken from: DATA_DIR (embedded) or the compose project's folder. */
  source: string;
  /**
   * The log at the moment of the copy. Embedded: the events counted in the copy and the last position.
   * Compose: KurrentDB's writer checkpoint (the log's byte position) read from the copied `writer.chk`;
   * events are not counted (that needs the server).
   */
  log: { events: number | null; last_position: string | null };
  files: ManifestFile[];
  notes: string[];
}

export interface ManifestFile {
  /** Relative to the backup folder, with `/`. */
  path: string;
  bytes: number;
  sha256: string;
}

export const MANIFEST = 'manifest.json';

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every file under `folder` (the manifest itself excepted), sorted, with its size and sum. */
export async function listFiles(folder: string): Promise<ManifestFile[]> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => relative(folder, file) !== MANIFEST)
    .sort();
  const out: ManifestFile[] = [];
  for (const file of files)
    out.push({
      path: relative(folder, file).split(sep).join('/'),
      bytes: statSync(file).size,
      sha256: await sha256OfFile(file),
    });
  return out;
}

export function writeManifest(folder: string, manifest: Manifest): void {
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export function readManifest(folder: string): Manifest {
  const file = join(folder, MANIFEST);
  if (!existsSync(file))
    throw new Error(`${folder} has no ${MANIFEST}: not a backup, or an interrupted one (never restore it)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 'chauffeur-backup/1')
    throw new Error(`${file}: unknown format ${JSON.stringify(manifest.format)}`);
  return manifest;
}

/** The problems found comparing the folder with its manifest: missing, extra, resized or changed files. */
export async function checkSums(folder: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const actual = new Map((await listFiles(folder)).map((file) => [file.path, file]));
  for (const expected of manifest.files) {
    const found = actual.get(expected.path);
    if (!found) problems.push(`${expected.path}: missing`);
    else if (found.bytes !== expected.bytes)
      problems.push(`${expected.path}: ${found.bytes} bytes, the manifest says ${expected.bytes}`);
    else if (found.sha256 !== expected.sha256)
      problems.push(`${expected.path}: sha256 differs from the manifest`);
    actual.delete(expected.path);
  }
  for (const extra of actual.keys()) problems.push(`${extra}: not in the manifest`);
  return problems;
}
