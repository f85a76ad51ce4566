import { LIMITS, MSG } from '@poolmates/schema';

/** The picture types of accounts.md §9 and pools-and-squads.md §5: jpg, jpeg, png, bmp. */
export const ACCEPT = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';
const EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp'];
const MIME_TYPES = ['image/jpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp', 'image/x-bmp'];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

function read<T extends 'readAsArrayBuffer' | 'readAsDataURL'>(blob: Blob, how: T): Promise<T extends 'readAsDataURL' ? string : ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(reader.result as T extends 'readAsDataURL' ? string : ArrayBuffer));
    reader.addEventListener('error', () => reject(reader.error));
    reader[how](blob);
  });
}

async function head(file: Blob, n: number): Promise<Uint8Array> {
  return new Uint8Array(await read(file.slice(0, n), 'readAsArrayBuffer'));
}

/** A data: URL for the preview (allowed by the CSP's img-src; nothing to revoke later). */
export function previewUrl(file: File): Promise<string> {
  return read(file, 'readAsDataURL');
}

/** The two refusals; the profile picture and the topic image word them slightly differently. */
export interface ImageMessages {
  tooBig: string;
  invalid: string;
}

const PROFILE_MESSAGES: ImageMessages = { tooBig: MSG.fileTooBig, invalid: MSG.imageInvalid };

/**
 * The client-side check before a preview: size first ('File too Big…'), then the type by name,
 * by MIME type and by the file's first bytes ('Image is not valid format'). The server checks again.
 */
export async function checkImageFile(file: File, messages: ImageMessages = PROFILE_MESSAGES): Promise<string | null> {
  if (file.size > LIMITS.profileImageMaxBytes) return messages.tooBig;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension)) return messages.invalid;
  if (file.type && !MIME_TYPES.includes(file.type)) return messages.invalid;
  const bytes = await head(file, 8);
  const known =
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    startsWith(bytes, [0x42, 0x4d]); // BMP
  return known ? null : messages.invalid;
}

/** A File again from a data: URL (a draft's image after a reload), decoded here: no fetch of data: URLs. */
export function fileFromDataUrl(dataUrl: string, name: string): File | null {
  const m = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m) return null;
  try {
    const raw = m[2] ? atob(m[3]) : decodeURIComponent(m[3]);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return new File([bytes], name, { type: m[1] || 'application/octet-stream' });
  } catch {
    return null;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
