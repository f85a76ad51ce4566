import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Gender, OnboardingStep, Stereotype } from '../users/user.enums.js';

@ObjectType({ description: 'The recovery code, with the user id it belongs to.' })
export class SecurityCode {
  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: '16 characters in 4 groups, e.g. K7Q2-9XMD-4HPT-WZ3N.' })
  code!: string;

  @Field(() => String, { description: 'Downloads SecurityCode.pdf for 5 minutes (same session).' })
  pdfUrl!: string;
}

@ObjectType()
export class Done {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => String)
  message!: string;
}

@InputType({ description: 'The onboarding profile step: gender, location, time zone and stereotype.' })
export class OnboardingProfileInput {
  @Field(() => Stereotype, { nullable: true })
  stereotype?: Stereotype | null;

  @Field(() => Gender, { nullable: true })
  gender?: Gender | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  timezone?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newPassword!: string;

  @Field(() => String)
  confirmPassword!: string;
}

@InputType({ description: 'Four digits, twice; the current PIN when one is set.' })
export class SetPinInput {
  @Field(() => String, { nullable: true })
  currentPin?: string | null;

  @Field(() => String)
  pin!: string;

  @Field(() => String)
  confirmPin!: string;
}

export { OnboardingStep };
