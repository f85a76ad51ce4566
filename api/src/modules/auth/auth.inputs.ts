import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';

@InputType({ description: 'Either email or mobile (E.164 or with a leading +dial code) is required.' })
export class RegisterInput {
  @Field(() => String)
  username!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  mobile?: string | null;

  @Field(() => String)
  password!: string;
}

@InputType()
export class SignInInput {
  @Field(() => String, {
    description:
      'Email, mobile number (with or without its +country code, spaces allowed) or username (decision 034). Named `email` for the legacy clients it began with.',
  })
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { nullable: true, description: 'The browser time zone, kept with the visit record.' })
  timezone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The browser's country (ISO 3166 alpha-2), only to tell apart two accounts in different countries with the same national number.",
  })
  country?: string | null;
}

@ObjectType()
export class AuthPayload {
  @Field(() => User)
  user!: User;

  @Field(() => AccountStatus, { description: 'DEACTIVATED: the client offers "Restore account".' })
  status!: AccountStatus;

  @Field(() => String, {
    description: 'Bearer token for integrators. Browsers use the HttpOnly cookie the same response sets.',
  })
  token!: string;
}
