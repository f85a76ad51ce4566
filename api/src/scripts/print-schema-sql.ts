import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.js';
import { createLogger } from '../platform/logger.js';
import { createOrm } from '../platform/orm.js';
import { entities } from '../features.js';

/** Dev helper: prints the SQL that creates the entities' schema from scratch (to write migrations). */
const log = createLogger('warn');
const db = await startEmbeddedPostgres(mkdtempSync(join(tmpdir(), 'pm-sql-')), log, { ephemeral: true });
const orm = await createOrm(db.url, { entities });
console.log(await orm.schema.getCreateSchemaSQL());
await orm.close();
await db.stop();
