import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';
import { PageScan } from './page-scan';

/*
 * A cheap check that a SQLite file in WAL mode still holds what SQLite wrote to it, read from the files
 * themselves and not through SQLite (whose page cache and wal-index would keep answering from memory while
 * the file under it was cut short: health said "ok" and appends were acknowledged on a damaged log).
 * The layouts are SQLite's file format (https://sqlite.org/fileformat2.html) and its WAL-index on unix
 * (https://sqlite.org/walformat.html); every number is read, none is assumed.
 */

/**
 * Database header: page size (u16 BE, 1 = 65536), the write version (2 in WAL mode), change counter, in-header
 * size in pages, version-valid-for.
 */
const DB = { header: 100, pageSize: 16, walVersions: 18, changeCounter: 24, pages: 28, validFor: 92 };
/** WAL-index (the -shm file): two copies of a 48-byte header, then the checkpoint information, native order. */
const SHM = {
  bytes: 136,
  header: 48,
  isInit: 12,
  pageSize: 14,
  mxFrame: 16,
  nPage: 20,
  frameChecksum: 24,
  salt: 32,
  nBackfill: 96,
  nBackfillAttempted: 128,
};
/** WAL file: a 32-byte header (salts at 16), then frames of a 24-byte header (salts at 8, checksum at 16) and a page. */
const WAL = { header: 32, salt: 16, frameHeader: 24, frameSalt: 8, frameChecksum: 16 };

const littleEndian = endianness() === 'LE';
const nativeU32 = (buffer: Buffer, offset: number) =>
  littleEndian ? buffer.readUInt32LE(offset) : buffer.readUInt32BE(offset);
const nativeU16 = (buffer: Buffer, offset: number) =>
  littleEndian ? buffer.readUInt16LE(offset) : buffer.readUInt16BE(offset);

type Read = (suffix: Suffix, length: number, position?: number) => { bytes: Buffer; size: number } | null;
type Suffix = '' | '-wal' | '-shm';

/**
 * The three files of a database, each opened once and kept open (a check then costs a few reads, not
 * opens): the same files SQLite holds, even when one is renamed or deleted under it. A file that does not
 * exist yet is looked for again at the next check. Kept open also because closing any descriptor of a file
 * drops every POSIX lock this process holds on it, SQLite's own included (SQLite's "how to corrupt" list):
 * close() only after the SQLite connections on these files are closed.
 */
export class SqliteFiles {
  private readonly fds = new Map<Suffix, number>();
  private checkedAt = -Infinity;
  /**
   * The main file's largest size seen by a clean check. It never shrinks while SQLite runs on it here: pages
   * freed by a DROP go to the free list (no auto-vacuum), and a checkpoint only truncates it to the
   * database's size. Shorter than that later is a cut, even one the header and the WAL-index cannot show:
   * the file emptied after the WAL restarted (every page of the database in the file, none in the WAL), or
   * cut and then grown back with zeros by a checkpoint's size hint. Except a VACUUM (shrunk below).
   */
  private largestMain = 0;
  /**
   * The WAL's last frame as the last commit checked left it (checkCommit): WAL frames are never rewritten
   * until the WAL restarts (new salts), so a later commit must find it there unchanged.
   */
  private walTail: { salt: Buffer; frame: number; bytes: Buffer } | null = null;
  /** Where the search for pages that read as zeros goes on at the next check. */
  private readonly pages = new PageScan();
  /** The main file's size and times when checkCommit last read its header whole. */
  private mainSeen = '';

  constructor(readonly path: string) {}

  /** Up to `length` bytes at `position` and the file's size, or null when the file does not exist. */
  readonly read: Read = (suffix, length, position = 0) => {
    let fd = this.fds.get(suffix);
    if (fd === undefined) {
      try {
        fd = openSync(`${this.path}${suffix}`, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      this.fds.set(suffix, fd);
    }
    // Unzeroed: only the bytes read are kept. The size only when asked for: each system call counts at
    // every commit (checkCommit).
    const bytes = Buffer.allocUnsafe(length);
    const read = readSync(fd, bytes, 0, length, position);
    const opened = fd;
    let size: number | undefined;
    return {
      bytes: bytes.subarray(0, read),
      get size() {
        return (size ??= fstatSync(opened).size);
      },
    };
  };

  /**
   * What is wrong with the files (checkSqliteFiles), or null. With `unlessWithinMs`, null without reading
   * when a check ran that recently (the caller remembers a problem found, so only a clean result is skipped).
   */
  check(unlessWithinMs = 0): string | null {
    const now = performance.now();
    if (now - this.checkedAt < unlessWithinMs) return null;
    this.checkedAt = now;
    const problem = checkSqliteFiles(this.read, this.pages);
    if (problem) return problem;
    const main = this.read('', DB.header);
    const size = main?.size ?? 0;
    const shrunk = this.shrunk(size);
    if (shrunk) return shrunk;
    // Only a file in WAL mode (header bytes 18–19 are 2): in rollback mode SQLite truncates the file back
    // when a transaction that grew it rolls back, which is no damage (a file system without WAL support).
    const wal = main !== null && main.bytes.length >= DB.header && main.bytes[DB.walVersions] === 2;
    if (wal) this.largestMain = size;
    return null;
  }

  /**
   * What a commit just made by this process's connection could hide, read before the commit is answered
   * (no rate limit: a few reads, decision 294). The commit's own writes grow a cut file back: frames
   * written past the end of an emptied or cut WAL leave zeros under them, and the WAL's size, header
   * salts and last frame look whole again to the full check. So: the main file is not shorter than the
   * largest a clean check saw and still starts with SQLite's header, the WAL's header carries the
   * wal-index's salts, the frame that ended the WAL at the previous commit is byte for byte what it was
   * (a cut below it reads as zeros there now), and the last frame is the one SQLite recorded.
   */
  checkCommit(): string | null {
    const index = readWalIndex(this.read);
    if (index && !index.settled) return null; // another process writing: the full check concludes later
    const problem = this.commitProblem(index);
    // Only this process writes here, but another could have committed or restarted the WAL meanwhile: then
    // nothing is concluded (as the full check does), and the next commit or check looks again. Read again
    // only when there is a problem: four system calls at a commit that finds none.
    return problem && unchanged(index, readWalIndex(this.read)) ? problem : null;
  }

  private commitProblem(index: WalIndex | null): string | null {
    const fd = this.fds.get('');
    if (fd === undefined) return null; // never read yet: the full check before the commit looks first
    // The header is read again only when the file changed since it was last seen whole: a write or a
    // truncate changes its modification time (a commit writes the WAL, not this file).
    const { size, mtimeMs, ctimeMs } = fstatSync(fd);
    const shrunk = this.shrunk(size);
    if (shrunk) return shrunk;
    const seen = `${size} ${mtimeMs} ${ctimeMs}`;
    if (seen !== this.mainSeen) {
      const header = headerProblem(this.read('', DB.header)?.bytes ?? Buffer.alloc(0), size);
      if (header) return header;
      this.mainSeen = seen;
    }
    if (!index || index.mxFrame === 0) {
      this.walTail = null;
      return null;
    }
    const frameSize = WAL.frameHeader + index.pageSize;
    const offsetOf = (frame: number) => WAL.header + (frame - 1) * frameSize;
    const walHeader = this.read('-wal', WAL.header);
    if (!walHeader) return `its WAL (${index.mxFrame} frames written) is missing`;
    if (!walHeader.bytes.subarray(WAL.salt, WAL.salt + 8).equals(index.salt))
      return 'its WAL header is not the one SQLite wrote';
    const tail = this.walTail;
    const sameWal = tail !== null && tail.salt.equals(index.salt) && tail.frame <= index.mxFrame;
    const from = sameWal ? tail.frame : index.mxFrame;
    // One read from the previous last frame to the new one: the frames this commit wrote, and one more
    // (a WAL cut short reads short here, so its size needs no system call of its own).
    const span = this.read('-wal', (index.mxFrame - from + 1) * frameSize, offsetOf(from))?.bytes;
    if (!span || span.length < (index.mxFrame - from + 1) * frameSize)
      return `its WAL ends before frame ${index.mxFrame} (cut short)`;
    if (sameWal && !span.subarray(0, frameSize).equals(tail.bytes))
      return `its WAL's frame ${from} is no longer the one SQLite wrote (cut short and written over)`;
    const last = span.subarray(span.length - frameSize);
    if (!lastFrameIntact(last, index))
      return `its WAL's last frame (${index.mxFrame}) is not the one SQLite wrote`;
    this.walTail = { salt: Buffer.from(index.salt), frame: index.mxFrame, bytes: Buffer.from(last) };
    return null;
  }

  /**
   * A main file of `size` bytes shorter than the largest seen: a cut, unless it is exactly as long as its
   * own header says, which is what a VACUUM leaves once checkpointed (an operator's, from another process;
   * decision 299: a healthy log reported as cut stopped every booking). A cut cannot leave that: in WAL
   * mode the header's page count is written by the checkpoint that also sets the file's size, so without
   * a VACUUM the file is never longer than its header says, and a cut file is shorter than it (or has no
   * header: emptied). The file's new size is then the one a later cut is measured against.
   */
  private shrunk(size: number): string | null {
    if (size >= this.largestMain) return null;
    const header = this.read('', DB.header)?.bytes;
    if (header && size === databaseBytes(header)) {
      this.largestMain = size;
      return null;
    }
    return `the file is ${size} bytes long, it was ${this.largestMain} bytes (cut short)`;
  }

  close(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }
}

/** The fields of the wal-index this check reads; null when there is none or it is not initialised. */
function readWalIndex(read: Read) {
  const shm = read('-shm', SHM.bytes);
  if (!shm || shm.bytes.length < SHM.bytes || shm.bytes[SHM.isInit] !== 1) return null;
  const { bytes } = shm;
  const encoded = nativeU16(bytes, SHM.pageSize);
  return {
    bytes,
    // A writer updates the second copy of the header, then the first: they differ while it does.
    settled: bytes.subarray(0, SHM.header).equals(bytes.subarray(SHM.header, 2 * SHM.header)),
    pageSize: (encoded & 0xfe00) + ((encoded & 1) << 16),
    mxFrame: nativeU32(bytes, SHM.mxFrame),
    nPage: nativeU32(bytes, SHM.nPage),
    salt: bytes.subarray(SHM.salt, SHM.salt + 8),
    checksum: [nativeU32(bytes, SHM.frameChecksum), nativeU32(bytes, SHM.frameChecksum + 4)],
    nBackfill: nativeU32(bytes, SHM.nBackfill),
    nBackfillAttempted: nativeU32(bytes, SHM.nBackfillAttempted),
  };
}
type WalIndex = NonNullable<ReturnType<typeof readWalIndex>>;

/** What the check reads of the wal-index that a commit or a checkpoint changes: equal before and after = quiet. */
const unchanged = (a: WalIndex | null, b: WalIndex | null) =>
  a === null || b === null
    ? a === b
    : a.bytes.subarray(0, SHM.header).equals(b.bytes.subarray(0, SHM.header)) &&
      a.nBackfill === b.nBackfill &&
      a.nBackfillAttempted === b.nBackfillAttempted;

/**
 * The main file is not shorter than the pages its header counts (when that count is valid, and no
 * checkpoint is copying pages, which writes page 1 before the pages after it); and when every WAL frame is
 * in the file, not shorter than the database's last committed size.
 */
function checkMainFile(read: Read, index: WalIndex | null, scan: PageScan | null): string | null {
  const main = read('', DB.header);
  if (!main) return 'the file is missing';
  if (main.bytes.length < DB.header) {
    // SQLite writes the file at the first checkpoint: until then the pages are all in the WAL.
    const inWal = index !== null && index.nBackfill === 0;
    return main.size === 0 && (index === null || inWal) ? null : `the file is ${main.size} bytes long`;
  }
  const header = headerProblem(main.bytes, main.size);
  if (header) return header;
  const copying = index !== null && index.nBackfillAttempted !== index.nBackfill;
  if (copying) return null;
  const pageSize = pageSizeOf(main.bytes);
  const counted = databaseBytes(main.bytes);
  const expected = Math.max(
    counted ?? 0,
    index && index.mxFrame > 0 && index.nBackfill === index.mxFrame ? index.nPage * index.pageSize : 0,
  );
  if (main.size < expected)
    return `the file is ${main.size} bytes long, its pages need ${expected} (cut short)`;
  // A cut that a checkpoint grew back before a check saw it short: its pages read as zeros (page-scan.ts).
  // Only a file in WAL mode, as for the "never shrinks" rule.
  if (!scan || main.bytes[DB.walVersions] !== 2 || pageSize < 512) return null;
  const inFile = Math.floor(main.size / pageSize);
  const zero = scan.zeroPage(
    (length, position) => read('', length, position)?.bytes ?? Buffer.alloc(0),
    pageSize,
    counted ? Math.min(counted / pageSize, inFile) : inFile,
    main.bytes,
  );
  return zero === null
    ? null
    : `its page ${zero} reads as zeros where the database has data (cut short and grown back)`;
}

/**
 * The WAL holds every frame the wal-index says was written: long enough, with the header's salts, and a
 * last frame whose salts and checksum are the ones SQLite recorded when it wrote it.
 */
function checkWal(read: Read, index: WalIndex): string | null {
  if (index.mxFrame === 0) return null;
  const frameSize = WAL.frameHeader + index.pageSize;
  const lastFrame = WAL.header + (index.mxFrame - 1) * frameSize;
  const header = read('-wal', WAL.header);
  if (!header) return `its WAL (${index.mxFrame} frames written) is missing`;
  if (header.size < lastFrame + frameSize)
    return `its WAL is ${header.size} bytes long, the ${index.mxFrame} frames written need ${lastFrame + frameSize} (cut short)`;
  if (!header.bytes.subarray(WAL.salt, WAL.salt + 8).equals(index.salt))
    return 'its WAL header is not the one SQLite wrote';
  const frame = read('-wal', WAL.frameHeader, lastFrame)?.bytes;
  const intact = frame !== undefined && lastFrameIntact(frame, index);
  return intact ? null : `its WAL's last frame (${index.mxFrame}) is not the one SQLite wrote`;
}

/** A frame (its header first) carries the salts and the checksum the wal-index recorded for the last frame. */
const lastFrameIntact = (frame: Buffer, index: WalIndex) =>
  frame.length >= WAL.frameHeader &&
  frame.subarray(WAL.frameSalt, WAL.frameSalt + 8).equals(index.salt) &&
  frame.readUInt32BE(WAL.frameChecksum) === index.checksum[0] &&
  frame.readUInt32BE(WAL.frameChecksum + 4) === index.checksum[1];

/** A main file's page size by its header (1 means 65536). */
function pageSizeOf(header: Buffer): number {
  const encoded = header.readUInt16BE(DB.pageSize);
  return encoded === 1 ? 65536 : encoded;
}

/**
 * The database's size by a main file's header (pages × page size), or null when there is no header or its
 * page count is not valid (0, or written by a SQLite that did not keep it: version-valid-for differs).
 */
function databaseBytes(header: Buffer): number | null {
  if (header.length < DB.header || !header.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const pages = header.readUInt32BE(DB.pages);
  const valid = pages > 0 && header.readUInt32BE(DB.changeCounter) === header.readUInt32BE(DB.validFor);
  return valid ? pages * pageSizeOf(header) : null;
}

/** Every SQLite database file starts with these 16 bytes; SQLite refuses to open one that does not. */
const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * The first bytes of a main file of `size` bytes are not SQLite's header: the next open refuses it. An
 * empty file is not damaged by this rule (SQLite writes it at the first checkpoint).
 */
const headerProblem = (bytes: Buffer, size: number): string | null =>
  size > 0 && (bytes.length < DB.header || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    ? 'its header is not a SQLite header (overwritten)'
    : null;

/**
 * What is wrong with a SQLite database (its main file and WAL, read by `read`), or null when nothing this
 * check sees is. Reads the wal-index before and after the files and concludes only when it did not change in
 * between (a commit or a checkpoint ran meanwhile otherwise); after a few such tries it concludes nothing
 * (null): a false alarm would stop a healthy server, and the next check runs soon.
 */
function checkSqliteFiles(read: Read, scan: PageScan | null, tries = 3): string | null {
  for (let attempt = 0; attempt < tries; attempt++) {
    const before = readWalIndex(read);
    if (before && !before.settled) continue;
    const window = scan?.next ?? 0;
    const problem = checkMainFile(read, before, scan) ?? (before ? checkWal(read, before) : null);
    if (unchanged(before, readWalIndex(read))) return problem;
    if (scan) scan.next = window;
  }
  return null;
}
