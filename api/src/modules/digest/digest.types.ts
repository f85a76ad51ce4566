import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** How often a person gets the squad digest e-mail (decision 062). */
export enum DigestFrequency {
  OFF = 'OFF',
  DAILY = 'DAILY',
  WEEKLY = 'WEEKLY',
}
registerEnumType(DigestFrequency, { name: 'DigestFrequency', description: 'OFF, DAILY (each morning) or WEEKLY (Monday morning), in the person\'s zone.' });

/** The default for someone who never chose: squad activity reaches people as a digest (issue 29). */
export const DEFAULT_DIGEST = DigestFrequency.DAILY;

@ObjectType({ description: "The viewer's squad digest e-mail: what their squads posted, took away and shared, who checked in, the streaks." })
export class SquadDigest {
  @Field(() => DigestFrequency)
  frequency!: DigestFrequency;

  @Field(() => Int, { description: 'The local hour it is sent from (0-23), in `timeZone`.' })
  localHour!: number;

  @Field(() => String, { description: "The zone it follows: the profile's, else UTC." })
  timeZone!: string;

  @Field(() => Boolean, { description: 'The digest goes only to a verified address.' })
  emailVerified!: boolean;
}
