/*
 * Pages of a SQLite main file that read as zeros: what a cut leaves once a checkpoint has grown the file
 * back (it writes the pages the WAL held and sets the file's size to the database's, so the cut pages
 * that were not in the WAL become a hole of zeros, and no size rule can tell the file from a whole one).
 * SQLite never leaves a page of a live database all zeros: every b-tree page starts with its type (2, 5,
 * 10 or 13), an overflow page holds a part of a value (text here, never a zero byte), and a freed page
 * keeps what it held (no secure_delete here); only a page on the free list may be one SQLite never wrote.
 * Layouts: https://sqlite.org/fileformat2.html (the free list at header bytes 32–39, trunk pages).
 */

/** Pages read per check: 1 MiB at 4 KiB pages, ~0.1–0.3 ms from the page cache. */
export const SCAN_PAGES = 256;

/** The lock-byte page (the one holding byte 2^30) is never written by SQLite. */
const LOCK_BYTE = 0x40000000;

/** At most this many free-list trunk pages are followed (a longer list ends the walk: no conclusion). */
const MAX_TRUNKS = 10_000;

type ReadBytes = (length: number, position: number) => Buffer;

/**
 * A scan of a main file's pages in windows, from its end down to page 2 and then from the end again, so
 * that every page is read within ceil(pages / SCAN_PAGES) checks, the last pages (the newest, where a cut
 * lands) first.
 */
export class PageScan {
  /**
   * The page (1-based) the next window ends at, or 0 to start again at the file's last page. Set back by a
   * check whose reads it cannot conclude from (a commit or checkpoint ran meanwhile): that window is read again.
   */
  next = 0;

  /**
   * The first all-zero page of the next window that is not on the free list, or null. `pages` is the
   * database's size in pages as the main file holds it; the caller scans only a file that is the whole
   * database (no checkpoint copying pages into it).
   */
  zeroPage(read: ReadBytes, pageSize: number, pages: number, header: Buffer): number | null {
    if (pages < 2) return null;
    const last = this.next >= 2 && this.next <= pages ? this.next : pages;
    const first = Math.max(2, last - SCAN_PAGES + 1);
    this.next = first > 2 ? first - 1 : 0;
    const bytes = read((last - first + 1) * pageSize, (first - 1) * pageSize);
    const zeros = Buffer.alloc(pageSize);
    for (let page = first; page <= last; page++) {
      const start = (page - first) * pageSize;
      if (start + pageSize > bytes.length) break; // past the end: the size rules judge a short file
      if ((page - 1) * pageSize === LOCK_BYTE) continue;
      if (!bytes.subarray(start, start + pageSize).equals(zeros)) continue;
      if (!onFreeList(read, pageSize, header, page)) return page;
    }
    return null;
  }
}

/**
 * Whether `page` is a trunk or leaf page of the free list the header (bytes 32–35: first trunk) names.
 * Read only when a zero page was found; a list that cannot be followed to its end counts as holding it
 * (no conclusion: a false alarm stops a healthy server).
 */
function onFreeList(read: ReadBytes, pageSize: number, header: Buffer, page: number): boolean {
  let trunk = header.readUInt32BE(32);
  for (let walked = 0; trunk !== 0; walked++) {
    if (trunk === page || walked >= MAX_TRUNKS) return true;
    const bytes = read(pageSize, (trunk - 1) * pageSize);
    if (bytes.length < 8) return true;
    const leaves = Math.min(bytes.readUInt32BE(4), (bytes.length - 8) / 4);
    for (let i = 0; i < leaves; i++) if (bytes.readUInt32BE(8 + 4 * i) === page) return true;
    trunk = bytes.readUInt32BE(0);
  }
  return false;
}
