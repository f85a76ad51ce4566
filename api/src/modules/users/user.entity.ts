import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { AccountStatus, Gender, OnboardingStep, Stereotype } from './user.enums.js';

/** A person with an account. Private fields (email, mobile, …) are resolved for the owner only. */
@ObjectType({ description: 'A Poolmates member.' })
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'emailVerified' | 'status' | 'createdAt' | 'updatedAt' | 'email' | 'mobile' | 'firstName' | 'lastName' | 'gender' | 'bio' | 'location' | 'timezone' | 'stereotype' | 'profileImage' | 'deactivatedAt' | 'onboardingStep' | 'securityCodeEnc' | 'pinHash' | 'pinFailures' | 'pendingEmail';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 30 })
  username!: string;

  /** Lowercased username: uniqueness ignores case. */
  @Unique()
  @Property({ type: 'string', length: 30 })
  usernameKey!: string;

  @Unique()
  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Unique()
  @Property({ type: 'string', length: 20, nullable: true })
  mobile: string | null = null;

  @Property({ type: 'string', length: 255, lazy: true, hidden: true })
  passwordHash!: string;

  @Property({ type: 'boolean', default: false })
  emailVerified: boolean = false;

  /**
   * A new address asked for in Settings → Email, waiting for its code. `email` stays the old one
   * (sign-in, recovery) until the code is confirmed (decision 020).
   */
  @Property({ type: 'string', length: 254, nullable: true })
  pendingEmail: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  firstName: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  lastName: string | null = null;

  @Field(() => Gender, { nullable: true })
  @Enum({ items: () => Gender, nativeEnumName: 'gender', nullable: true })
  gender: Gender | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 250, nullable: true })
  bio: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  location: string | null = null;

  @Field(() => String, { nullable: true, description: 'IANA time zone, e.g. Europe/Paris.' })
  @Property({ type: 'string', length: 64, nullable: true })
  timezone: string | null = null;

  @Field(() => Stereotype, { nullable: true, description: 'Null means none ("No Stereotype").' })
  @Enum({ items: () => Stereotype, nativeEnumName: 'stereotype', nullable: true })
  stereotype: Stereotype | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  profileImage: string | null = null;

  @Index()
  @Enum({ items: () => AccountStatus, nativeEnumName: 'account_status', default: AccountStatus.ACTIVE })
  status: AccountStatus = AccountStatus.ACTIVE;

  @Property({ type: 'datetime', nullable: true })
  deactivatedAt: Date | null = null;

  @Enum({ items: () => OnboardingStep, nativeEnumName: 'onboarding_step', default: OnboardingStep.WELCOME })
  onboardingStep: OnboardingStep = OnboardingStep.WELCOME;

  /** The recovery code, encrypted (it is shown again after a password check). */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  securityCodeEnc: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true, lazy: true, hidden: true })
  pinHash: string | null = null;

  /**
   * Wrong PIN tries since the last success; at the limit PIN checks wait for the password. Written
   * only by single SQL statements (account/pin-tries.ts), never by assigning this field.
   */
  @Property({ type: 'integer', default: 0 })
  pinFailures: number = 0;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
