import { Field, InputType } from 'type-graphql';
import { Gender, Stereotype } from './user.enums.js';

@InputType({ description: 'Profile details; omitted fields stay as they are, null clears a field.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  username?: string | null;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => Gender, { nullable: true })
  gender?: Gender | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone.' })
  timezone?: string | null;

  @Field(() => Stereotype, { nullable: true, description: 'Null clears it ("No Stereotype").' })
  stereotype?: Stereotype | null;
}
