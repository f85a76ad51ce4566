import { Migration } from '@mikro-orm/migrations';

/**
 * The message e-mail from the log (decision 073): the `chat-mail` consumer starts at every person
 * stream's head — the messages sent before it were mailed by their queued `chat.mail` jobs.
 */
export class Migration20261127230000ChatMailConsumer extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into "log_consumers" ("consumer", "stream", "seq") select 'chat-mail', "stream", "last_seq" from "event_streams" where "stream" like 'user:%' on conflict do nothing;`);
  }
}
