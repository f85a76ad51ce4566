import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A one-time code was mailed.' })
export class CodeSent {
  @Field(() => ID, { description: 'Identifies this code (the legacy `verifyid`); send it back with the code.' })
  verifyId!: string;

  @Field(() => String, { description: 'Where the code went (masked in password recovery).' })
  email!: string;

  @Field(() => Date, { description: 'The 30-second countdown ends here; "Resend code" before it is refused.' })
  resendAvailableAt!: Date;

  @Field(() => String)
  message!: string;
}
