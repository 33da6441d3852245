// The embedded database's file store: visitors' CVs as files beside PGlite's own (decision 045). A file is written
// whole and made durable before the row naming it is committed; a row's deletion deletes its file after.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type FileHandle, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A key is the file's name: a UUID, nothing a caller could turn into a path elsewhere. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A file being written: `<key>.tmp` until it is renamed to its key. */
const TEMP_SUFFIX = '.tmp';

export interface FileStore {
  /** The directory the files are in. */
  readonly root: string;
  /**
   * Writes the bytes to a new file: a temporary file, fsynced, renamed to its key, the directory fsynced. Once this
   * resolves the file survives a crash or a power cut; the caller commits the row that names it after.
   */
  put(bytes: Uint8Array): Promise<string>;
  /** The file opened for reading, or null when there is none (deleted in the meantime). */
  open(key: string): Promise<{ handle: FileHandle; size: number } | null>;
  /** Deletes the files; a key with no file is no error (deleting twice deletes nothing). */
  remove(keys: Iterable<string>): Promise<void>;
  /**
   * Deletes the files no row names that are older than `before` (a crash between a file's write and its row's
   * commit, or between a row's deletion and its file's), and temporary files left by a crash. `referenced` answers
   * which of the keys given to it some row still names. Answers how many were deleted.
   */
  sweep(before: Date, referenced: (keys: string[]) => Promise<Set<string>>): Promise<number>;
}

const isKey = (key: string) => KEY.test(key);

/** Flushes a directory's entries (a rename is durable only once its directory is). */
async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The file store in `root` (made when missing). */
export function openFileStore(root: string): FileStore {
  mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => {
    if (!isKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    root,
    async put(bytes) {
      const key = randomUUID();
      const temp = path.join(root, `${key}${TEMP_SUFFIX}`);
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temp, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temp, pathOf(key));
      await syncDirectory(root);
      return key;
    },
    async open(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        const { size } = await handle.stat();
        return { handle, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
    },
    async sweep(before, referenced) {
      const old: string[] = [];
      for (const name of await readdir(root)) {
        const key = name.endsWith(TEMP_SUFFIX) ? name.slice(0, -TEMP_SUFFIX.length) : name;
        if (!isKey(key)) continue;
        const info = await stat(path.join(root, name)).catch(() => null);
        if (info && info.mtime < before) old.push(name);
      }
      const kept = await referenced(old.filter(isKey));
      let deleted = 0;
      for (const name of old) {
        if (kept.has(name)) continue;
        await rm(path.join(root, name), { force: true });
        deleted++;
      }
      return deleted;
    },
  };
}
