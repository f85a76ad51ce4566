import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { LIMITS, MSG } from '@poolmates/schema';
import { userInput } from '../../platform/errors.js';
import { ImageRejected, readLimited, reencodeSquare } from '../../platform/images.js';
import { User } from './user.entity.js';
import { publishViewerUpdated } from './user.service.js';
import { type SignedInContext } from '../../platform/auth.js';

const MESSAGES: Record<ImageRejected['reason'], string> = {
  'too-big': MSG.fileTooBig,
  'not-an-image': MSG.imageInvalid,
  'too-many-pixels': MSG.imageInvalid,
};

/** Profile picture: ≤ 4 MB, jpg/png/bmp (and webp) by content, re-encoded to 280×280 JPEG. */
export const profilePictureService = {
  async upload(ctx: SignedInContext, file: Promise<FileUpload> | FileUpload): Promise<User> {
    let image: Buffer;
    try {
      const upload = await file;
      const bytes = await readLimited(() => upload.createReadStream(), LIMITS.profileImageMaxBytes);
      image = await reencodeSquare(bytes, LIMITS.profileImageSize);
    } catch (err) {
      if (err instanceof ImageRejected) throw userInput('file', MESSAGES[err.reason]);
      throw err;
    }
    const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer.id });
    const previous = user.profileImage;
    user.profileImage = await ctx.deps.storage.put('avatars', 'jpg', image);
    try {
      await ctx.em.flush();
    } catch (err) {
      await ctx.deps.storage.remove(user.profileImage);
      throw err;
    }
    if (previous) await ctx.deps.storage.remove(previous).catch(() => {});
    publishViewerUpdated(ctx, user);
    return user;
  },
};
