import type { Readable } from 'node:stream';
import type { Metadata, Sharp } from 'sharp';

/** sharp (libvips) is loaded on the first upload, not at start: ~10 MB of idle memory (decision 033). */
const loadSharp = () => import('sharp').then((m) => m.default);

/** Why an image was refused; the feature maps each reason to the spec's message. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'too-big' | 'not-an-image' | 'too-many-pixels') {
    super(reason);
  }
}

export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Reads a stream fully, refusing it as soon as it passes `maxBytes`. `open` makes the stream inside
 * the refusal's handling: an upload whose file already passed graphql-upload's own limit (the whole
 * body arrived before the resolver ran: a loaded machine) throws that error from `createReadStream`.
 */
export async function readLimited(open: () => Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = open();
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        throw new ImageRejected('too-big');
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof ImageRejected) throw err;
    // graphql-upload ends the stream with an error when the file passes its own size limit
    if (err instanceof Error && /max.*size|too large|limit/i.test(err.message)) throw new ImageRejected('too-big');
    throw err;
  }
  return Buffer.concat(chunks);
}

export type ImageKind = 'jpeg' | 'png' | 'bmp' | 'webp';

/** What the bytes are, by content (never by file name or declared type). */
export function sniffImage(b: Buffer): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Uncompressed 24/32-bit BMP → raw RGB(A) for sharp, which has no BMP decoder. */
function decodeBmp(b: Buffer): { data: Buffer; width: number; height: number; channels: 3 | 4 } {
  const offset = b.readUInt32LE(10);
  const width = b.readInt32LE(18);
  const rawHeight = b.readInt32LE(22);
  const bpp = b.readUInt16LE(28);
  const compression = b.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || (bpp !== 24 && bpp !== 32) || (compression !== 0 && compression !== 3)) throw new ImageRejected('not-an-image');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
  const rowSize = Math.floor((bpp * width + 31) / 32) * 4;
  if (offset + rowSize * height > b.length) throw new ImageRejected('not-an-image');
  const channels = bpp === 32 ? 4 : 3;
  const out = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    const src = offset + (rawHeight > 0 ? height - 1 - y : y) * rowSize;
    for (let x = 0; x < width; x++) {
      const s = src + x * (bpp / 8);
      const d = (y * width + x) * channels;
      out[d] = b[s + 2];
      out[d + 1] = b[s + 1];
      out[d + 2] = b[s];
      if (channels === 4) out[d + 3] = b[s + 3];
    }
  }
  return { data: out, width, height, channels };
}

/** Re-encodes to a `size`×`size` square (profile pictures). */
export function reencodeSquare(bytes: Buffer, size: number): Promise<Buffer> {
  return reencodeCover(bytes, size, size);
}

/**
 * An upload opened for re-encoding: content checked by its bytes, pixel count capped before
 * decoding, EXIF orientation applied (BMP decoded here: sharp has no BMP reader).
 */
async function decodeChecked(bytes: Buffer): Promise<Sharp> {
  const kind = sniffImage(bytes);
  if (!kind) throw new ImageRejected('not-an-image');
  const sharp = await loadSharp();
  let input: Sharp;
  if (kind === 'bmp') {
    const raw = decodeBmp(bytes);
    input = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  } else {
    let meta: Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw new ImageRejected('not-an-image');
    }
    if (!meta.width || !meta.height) throw new ImageRejected('not-an-image');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
    input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  }
  return input;
}

/**
 * Re-encodes an uploaded image: content checked, pixel count capped before decoding, EXIF
 * orientation applied then all metadata dropped, resized to cover `width`×`height`, JPEG out.
 */
export async function reencodeCover(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  const input = await decodeChecked(bytes);
  try {
    return await input
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new ImageRejected('not-an-image');
  }
}

/**
 * Re-encodes an uploaded image to fit inside `width`×`height` (never enlarged, aspect kept):
 * content checked, pixel count capped before decoding, EXIF orientation applied then all metadata
 * dropped, JPEG at `quality` out (post images: 900×700, quality 40). Answers the size too.
 */
export async function reencodeFit(bytes: Buffer, width: number, height: number, quality: number): Promise<{ data: Buffer; width: number; height: number }> {
  const input = await decodeChecked(bytes);
  try {
    const { data, info } = await input
      .resize(width, height, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejected('not-an-image');
  }
}
