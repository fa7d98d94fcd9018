// The built base map as the server reads it: the tile index in memory (≈11,600 entries), the
// tiles read from the archive file on demand (the OS page cache keeps the busy ones).
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  INDEX_FILE,
  META_FILE,
  TILES_FILE,
  type BaseMapMeta,
  type TileIndex,
} from './basemap.build';

export class BaseMapArchive {
  private constructor(
    private readonly file: fs.FileHandle,
    private readonly index: TileIndex,
    readonly meta: BaseMapMeta,
  ) {}

  /** Opens the archive in `dir`; null when the base map was not built there. */
  static async open(dir: string): Promise<BaseMapArchive | null> {
    let file: fs.FileHandle;
    try {
      file = await fs.open(path.join(dir, TILES_FILE), 'r');
    } catch {
      return null;
    }
    try {
      const [index, meta] = await Promise.all([
        fs.readFile(path.join(dir, INDEX_FILE), 'utf8'),
        fs.readFile(path.join(dir, META_FILE), 'utf8'),
      ]);
      return new BaseMapArchive(
        file,
        JSON.parse(index) as TileIndex,
        JSON.parse(meta) as BaseMapMeta,
      );
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  /** The gzipped tile z/x/y, or null where the map has nothing (open sea, beyond the last zoom). */
  async tile(z: number, x: number, y: number): Promise<Buffer | null> {
    const entry = this.index[`${z}/${x}/${y}`];
    if (entry === undefined) return null;
    const [offset, length] = entry;
    const buffer = Buffer.alloc(length);
    await this.file.read(buffer, 0, length, offset);
    return buffer;
  }

  async close(): Promise<void> {
    await this.file.close();
  }
}
