import { NOTIFICATION_KINDS, type NotificationKindName } from '@poolmates/schema';
import { Arg, Field, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { preferences } from './preferences.js';
import { pushService } from './push.service.js';

/** The Settings' rows (schema/src/notification-prefs.ts): GraphQL's enum of them. */
export const NotificationKind = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, k])) as { [K in NotificationKindName]: K };
registerEnumType(NotificationKind, { name: 'NotificationKind', description: 'A kind of notification, as the Settings list them (a group of notification types).' });

@ObjectType({ description: 'How one kind of notification reaches the viewer.' })
class NotificationKindPreference {
  @Field(() => NotificationKind)
  kind!: NotificationKindName;

  @Field(() => Boolean, { description: 'Always true: the bell and the notifications page list every notification.' })
  inApp!: boolean;

  @Field(() => Boolean)
  email!: boolean;

  @Field(() => Boolean)
  push!: boolean;
}

@ObjectType({ description: "The viewer's notification preferences (decision 061)." })
class NotificationPreferencesType {
  @Field(() => [NotificationKindPreference])
  kinds!: NotificationKindPreference[];

  @Field(() => String, { nullable: true, description: 'Quiet hours start, "HH:MM" in timeZone; null: no quiet hours.' })
  quietStart!: string | null;

  @Field(() => String, { nullable: true, description: 'Quiet hours end (exclusive), "HH:MM"; before the start: they span midnight.' })
  quietEnd!: string | null;

  @Field(() => String, { description: "The zone quiet hours are in: the viewer's profile zone (UTC when unset)." })
  timeZone!: string;
}

@InputType()
class NotificationKindPreferenceInput {
  @Field(() => NotificationKind)
  kind!: NotificationKindName;

  @Field(() => Boolean, { nullable: true, description: 'Omitted or null: unchanged.' })
  email?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Omitted or null: unchanged.' })
  push?: boolean | null;
}

@InputType({ description: 'Omitted fields stay as they are; quietStart and quietEnd null together clear quiet hours.' })
class NotificationPreferencesInput {
  @Field(() => [NotificationKindPreferenceInput], { nullable: true })
  kinds?: NotificationKindPreferenceInput[] | null;

  @Field(() => String, { nullable: true })
  quietStart?: string | null;

  @Field(() => String, { nullable: true })
  quietEnd?: string | null;
}

/** Notification preferences and Web Push subscriptions: the signed-in person's own only (nothing takes a person id). */
@Resolver()
export class PushResolver {
  @Auth()
  @Query(() => NotificationPreferencesType)
  notificationPreferences(@SignedIn() ctx: SignedInContext) {
    return preferences.read(ctx.em, ctx.viewer.id);
  }

  @Auth()
  @Mutation(() => NotificationPreferencesType, { description: 'Changes the viewer\'s preferences; answers them all.' })
  updateNotificationPreferences(@Arg('input', () => NotificationPreferencesInput) input: NotificationPreferencesInput, @SignedIn() ctx: SignedInContext) {
    return preferences.update(ctx.em, ctx.viewer.id, input);
  }

  @Auth()
  @Query(() => String, { description: "The server's VAPID public key (base64url): the browser's applicationServerKey." })
  pushPublicKey(@SignedIn() ctx: SignedInContext): string {
    return pushService.publicKey(ctx.deps);
  }

  @Auth()
  @Query(() => Int, { description: 'How many browsers or devices of the viewer receive push notifications.' })
  pushSubscriptionCount(@SignedIn() ctx: SignedInContext): Promise<number> {
    return pushService.count(ctx);
  }

  @Auth()
  @Mutation(() => Boolean, { description: "Stores this browser's push subscription (PushSubscription.toJSON(): endpoint, keys.p256dh, keys.auth) for the viewer; at most 5." })
  subscribePush(
    @Arg('endpoint', () => String) endpoint: string,
    @Arg('p256dh', () => String) p256dh: string,
    @Arg('auth', () => String) auth: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    return pushService.subscribe(ctx, endpoint, p256dh, auth);
  }

  @Auth()
  @Mutation(() => Boolean, { description: "Forgets one of the viewer's push subscriptions; false when the viewer had none with this endpoint." })
  unsubscribePush(@Arg('endpoint', () => String) endpoint: string, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return pushService.unsubscribe(ctx, endpoint);
  }
}
