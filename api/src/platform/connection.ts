import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** Where a page ends and whether another follows (DESIGN.md rule 6: cursor connections). */
@ObjectType()
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

/** What every list field takes: `first`/`after` (cursor) and, for legacy page/limit paths, `offset`. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true })
  first?: number | null;

  @Field(() => String, { nullable: true })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: 'For page/limit clients; prefer `after`.' })
  offset?: number | null;
}

/** One page of `T` as `pageById` (pagination.ts) answers it. */
export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
}

/**
 * The `<name>Edge` and `<name>Connection` object types of one item type (type-graphql's generic
 * types): `@ObjectType() export class TopicConnection extends ConnectionOf('Topic', () => Topic) {}`.
 * The subclass gives the connection its GraphQL name; the edge is named here, so the SDL keeps the
 * names the web's codegen and the legacy documents use. `item` is lazy: entities import each other.
 */
export function ConnectionOf<T extends object>(name: string, item: () => ClassType<T>) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Field(() => String)
    cursor!: string;

    @Field(item)
    node!: T;
  }

  // not reachable from a resolver, so not in the schema: only its subclasses are
  @ObjectType()
  abstract class ConnectionBase implements Connection<T> {
    @Field(() => [Edge])
    edges!: Edge[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ConnectionBase;
}
