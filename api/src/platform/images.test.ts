import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImageRejected, readLimited } from './images.js';

describe('readLimited', () => {
  it("refuses as too big an upload whose file already passed graphql-upload's limit when the resolver opens it (createReadStream throws)", async () => {
    const open = () => {
      // graphql-upload's error, thrown by createReadStream once the file was truncated (the body arrived before the resolver ran)
      throw Object.assign(new Error('File truncated as it exceeds the 4194305 byte size limit.'), { status: 413 });
    };
    await expect(readLimited(open, 10)).rejects.toEqual(new ImageRejected('too-big'));
  });

  it('reads a stream within the bound and refuses one past it', async () => {
    expect((await readLimited(() => Readable.from([Buffer.from('abc')]), 10)).toString()).toBe('abc');
    await expect(readLimited(() => Readable.from([Buffer.alloc(11)]), 10)).rejects.toBeInstanceOf(ImageRejected);
  });
});
