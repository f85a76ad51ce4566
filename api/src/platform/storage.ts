import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where uploads live. Local disk under DATA_DIR/uploads by default; object storage can replace it. */
export interface Storage {
  /** Saves bytes under a new random name in `folder`; returns the key (served at /uploads/<key>). */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
}

export function localStorage(dataDir: string): Storage {
  const root = join(resolve(dataDir), 'uploads');
  const pathOf = (key: string) => {
    const p = resolve(root, key);
    if (!p.startsWith(root + '/')) throw new Error('bad storage key');
    return p;
  };
  return {
    async put(folder, ext, bytes) {
      const key = `${folder}/${randomBytes(12).toString('hex')}.${ext}`;
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, bytes, { mode: 0o644 });
      return key;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
