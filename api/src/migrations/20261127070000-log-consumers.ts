import { Migration } from '@mikro-orm/migrations';

/**
 * Consumers of the log (decision 068): each one's last handled number per stream. The Web Push
 * consumer starts at every person stream's head: what was written before it is not pushed again.
 */
export class Migration20261127070000LogConsumers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "log_consumers" ("consumer" varchar(32) not null, "stream" varchar(48) not null, "seq" bigint not null, constraint "log_consumers_pkey" primary key ("consumer", "stream"));`);
    this.addSql(`insert into "log_consumers" ("consumer", "stream", "seq") select 'push', "stream", "last_seq" from "event_streams" where "stream" like 'user:%';`);
  }
}
