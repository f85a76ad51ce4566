import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * One open WebSocket of a signed-in user, kept in PostgreSQL so every api process sees it. Each
 * process refreshes `seen_at` of its own rows; a row not seen for a minute (a crashed process) no
 * longer counts. Named `…Socket`, not `…Connection` (the suffix of GraphQL page types such as
 * `TopicConnection`); the table keeps its name.
 */
@Entity({ tableName: 'presence_connections' })
export class PresenceSocket {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Index()
  @Property({ type: 'uuid' })
  processId!: string;

  @Property({ type: 'datetime' })
  seenAt!: Date;
}
