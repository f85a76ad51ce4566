import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Auth, Public, SignedIn, signedIn, type SignedInContext } from '../../platform/auth.js';
import type { UserSnapshot } from '../../platform/pubsub.js';
import type { Context } from '../../platform/context.js';
import type { Row } from '../../platform/read.js';
import { User } from './user.entity.js';
import { AccountStatus, OnboardingStep } from './user.enums.js';
import { profilePictureService } from './profile-picture.service.js';
import { UpdateProfileInput } from './user.inputs.js';
import { userPolicy } from './user.policy.js';
import { userService } from './user.service.js';

/** The User each VIEWER_UPDATED event resolves to, per event (its payload object). */
const snapshots = new WeakMap<object, User>();

@Resolver(() => User)
export class UserResolver {
  @Public()
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  me(@Ctx() ctx: Context): User | null {
    // a deactivated account too: the app shows it the restore page
    return ctx.accountRow;
  }

  @Public()
  @Query(() => Boolean, { description: 'False when the username is taken (case is ignored). Limited per IP, as are the other two.' })
  async usernameAvailable(@Arg('username', () => String) username: string, @Ctx() ctx: Context): Promise<boolean> {
    await userService.throttleLookups(ctx);
    return !(await userService.usernameTaken(ctx, username));
  }

  @Public()
  @Query(() => Boolean)
  async emailAvailable(@Arg('email', () => String) email: string, @Ctx() ctx: Context): Promise<boolean> {
    await userService.throttleLookups(ctx);
    return !(await userService.emailTaken(ctx, email));
  }

  @Public()
  @Query(() => Boolean, { description: 'Numbers are compared in E.164 form.' })
  async mobileAvailable(@Arg('mobile', () => String) mobile: string, @Ctx() ctx: Context): Promise<boolean> {
    await userService.throttleLookups(ctx);
    return !(await userService.mobileTaken(ctx, mobile));
  }

  @Auth()
  @Mutation(() => User)
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @SignedIn() ctx: SignedInContext): Promise<User> {
    return userService.updateProfile(ctx, input);
  }

  @Auth()
  @Mutation(() => User, { description: 'Multipart upload (send Apollo-Require-Preflight: true): ≤ 4 MB jpg/png/bmp/webp, stored as 280×280.' })
  uploadProfilePicture(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @SignedIn() ctx: SignedInContext): Promise<User> {
    return profilePictureService.upload(ctx, file);
  }

  @Auth()
  @Subscription(() => User, {
    topics: 'VIEWER_UPDATED',
    // the plain row's id: an entity made here would be kept by every subscription for its lifetime
    topicId: ({ context }: { context: Context }) => signedIn(context).viewerRow.id,
    description: "The signed-in user's profile after each change (other tabs and devices stay in sync).",
  })
  viewerUpdated(@Root() payload: { userId: number; user: UserSnapshot }): User {
    // the snapshot stands in for the row: field resolvers read the same properties
    // (a User instance, as type-graphql made of it before field roots were typed `Row<User>`: a
    // property the snapshot lacks keeps the entity's default)
    // made once per event, shared by every subscriber of it (decision 045: `new User()` costs ~70 µs
    // through MikroORM's accessors — 1,000 tabs paid it 1,000 times); resolvers only read it
    let made = snapshots.get(payload);
    if (!made) snapshots.set(payload, (made = Object.assign(new User(), payload.user, { createdAt: new Date(String(payload.user.createdAt)) })));
    return made;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Only for the user themselves.' })
  email(@Root() user: Row<User>, @Ctx() ctx: Context): string | null {
    // one's own private fields whatever the account's status (the restore page reads them)
    return userPolicy.canSeePrivate(ctx.accountRow, user) ? user.email : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'E.164; only for the user themselves.' })
  mobile(@Root() user: Row<User>, @Ctx() ctx: Context): string | null {
    return userPolicy.canSeePrivate(ctx.accountRow, user) ? user.mobile : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A new address waiting for its code (the account keeps `email` until then); only for the user themselves.' })
  pendingEmail(@Root() user: Row<User>, @Ctx() ctx: Context): string | null {
    return userPolicy.canSeePrivate(ctx.accountRow, user) ? (user.pendingEmail ?? null) : null;
  }

  @FieldResolver(() => Boolean, { nullable: true, description: 'Only for the user themselves.' })
  emailVerified(@Root() user: Row<User>, @Ctx() ctx: Context): boolean | null {
    return userPolicy.canSeePrivate(ctx.accountRow, user) ? user.emailVerified : null;
  }

  @FieldResolver(() => AccountStatus, { nullable: true, description: 'Only for the user themselves.' })
  status(@Root() user: Row<User>, @Ctx() ctx: Context): AccountStatus | null {
    return userPolicy.canSeePrivate(ctx.accountRow, user) ? user.status : null;
  }

  @FieldResolver(() => OnboardingStep, { nullable: true, description: 'Only for the user themselves.' })
  onboardingStep(@Root() user: Row<User>, @Ctx() ctx: Context): OnboardingStep | null {
    return userPolicy.canSeePrivate(ctx.accountRow, user) ? user.onboardingStep : null;
  }

  @FieldResolver(() => Boolean, { nullable: true, description: 'Whether a PIN is set; only for the user themselves.' })
  async hasPin(@Root() user: Row<User>, @Ctx() ctx: Context): Promise<boolean | null> {
    if (!userPolicy.canSeePrivate(ctx.accountRow, user)) return null;
    return userService.hasPin(ctx, user.id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'URL of the 280×280 picture.' })
  profileImageUrl(@Root() user: Row<User>): string | null {
    return user.profileImage ? `/uploads/${user.profileImage}` : null;
  }
}
