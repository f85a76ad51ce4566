import { Field, InputType } from 'type-graphql';

/** What a client reports about itself (legacy: browser, os, deviceinfo, gmt, timezone, date, time). */
@InputType()
export class ClientInfoInput {
  @Field(() => String, { nullable: true })
  timezone?: string | null;

  @Field(() => String, { nullable: true })
  browser?: string | null;

  @Field(() => String, { nullable: true })
  os?: string | null;

  @Field(() => String, { nullable: true })
  device?: string | null;

  @Field(() => String, { nullable: true, description: 'UTC offset as the client shows it, e.g. +05:30.' })
  gmt?: string | null;
}
