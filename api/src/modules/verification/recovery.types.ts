import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';

@InputType({ description: 'Identify the account by email or by mobile.' })
export class RecoveryIdentity {
  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  mobile?: string | null;
}

@ObjectType({ description: 'Step 1 of password recovery found the account.' })
export class RecoveryAccount {
  @Field(() => String, { nullable: true, description: 'e.g. a•••@example.com; null when the account has no email.' })
  maskedEmail!: string | null;

  @Field(() => String, { description: 'The legacy verifyid of this lookup: verifyPasswordResetCode accepts it for the code mailed next (30 minutes).' })
  verifyId!: string;

  @Field(() => Boolean, { description: "'Using Email' is possible: the account has a verified email (reset codes never go to an unverified address)." })
  canUseEmail!: boolean;
}

@ObjectType({ description: 'A verified code: lets its holder set a new password once within 15 minutes.' })
export class ResetTicket {
  @Field(() => String)
  resetToken!: string;

  @Field(() => Date)
  expiresAt!: Date;
}

@ObjectType()
export class PasswordResetPayload {
  @Field(() => User)
  user!: User;

  @Field(() => AccountStatus)
  status!: AccountStatus;

  @Field(() => String, { description: 'Bearer token of the new session (browsers use the cookie).' })
  token!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true, description: 'The new recovery code, when the old one was just used.' })
  newSecurityCode!: string | null;
}
