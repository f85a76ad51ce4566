import { MSG } from '@poolmates/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const UPLOAD = 'mutation($f: Upload!) { uploadProfilePicture(file: $f) { profileImageUrl } }';

async function upload(c: TestClient, bytes: Buffer, name: string, type = 'image/jpeg') {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { f: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await c.fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
  return (await res.json()) as { data?: { uploadProfilePicture: { profileImageUrl: string } }; errors?: { message: string; extensions: { code: string } }[] };
}

/** A 24-bit bottom-up BMP of one colour. */
function bmp(w: number, h: number): Buffer {
  const row = Math.ceil((w * 3) / 4) * 4;
  const b = Buffer.alloc(54 + row * h);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(w, 18);
  b.writeInt32LE(h, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) b.set([200, 80, 30], 54 + y * row + x * 3);
  return b;
}

describe('uploadProfilePicture', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await registerUser(t);
  });

  it('re-encodes a JPEG with EXIF to a 280×280 JPEG without metadata, served with cache headers', async () => {
    const input = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b5bdb' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect(input.includes(Buffer.from('secret-gps-owner'))).toBe(true);
    const r = await upload(u.client, input, 'me.jpg');
    expect(r.errors).toBeUndefined();
    const url = r.data!.uploadProfilePicture.profileImageUrl;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.jpg$/);
    const res = await t.client().fetch(url);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const out = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 280, 280]);
    expect(meta.exif).toBeUndefined();
    expect(out.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    expect((await u.client.gql(ME.replace('id', 'id profileImageUrl'))).data.me.profileImageUrl).toBe(url);
  });

  it('accepts PNG and BMP by content', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ff000080' } }).png().toBuffer();
    expect((await upload(u.client, png, 'x.png', 'image/png')).errors).toBeUndefined();
    expect((await upload(u.client, bmp(64, 48), 'x.bmp', 'image/bmp')).errors).toBeUndefined();
  });

  it('refuses a non-image named .jpg, a file over 4 MB and a tiny file declaring huge dimensions', async () => {
    const before = (await u.client.gql(ME.replace('id', 'id profileImageUrl'))).data.me.profileImageUrl;
    const fake = await upload(u.client, Buffer.from('%PDF-1.4 definitely not a picture'), 'cat.jpg');
    expect(fake.errors![0].message).toBe(MSG.imageInvalid);
    const big = await upload(u.client, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4 * 1024 * 1024 + 10)]), 'big.jpg');
    expect(big.errors![0].message).toBe(MSG.fileTooBig);
    const bomb = bmp(1, 1);
    bomb.writeInt32LE(100_000, 18);
    bomb.writeInt32LE(100_000, 22);
    expect((await upload(u.client, bomb, 'bomb.bmp', 'image/bmp')).errors![0].message).toBe(MSG.imageInvalid);
    const pngBomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9, palette: true }).toBuffer();
    expect((await upload(u.client, pngBomb, 'bomb.png', 'image/png')).errors![0].message).toBe(MSG.imageInvalid);
    expect((await u.client.gql(ME.replace('id', 'id profileImageUrl'))).data.me.profileImageUrl).toBe(before);
  });

  it('refuses a visitor, and a multipart request without the preflight header', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(t.client(), png, 'a.png')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD, variables: { f: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([new Uint8Array(png)]), 'a.png');
    expect((await u.client.fetch('/graphql', { method: 'POST', body: form })).status).toBe(400);
  });
});
