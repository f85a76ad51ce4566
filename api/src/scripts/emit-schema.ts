import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildAppSchema, printAppSchema } from '../platform/schema.js';
import { resolvers } from '../features.js';

/** Writes schema/schema.graphql from the resolvers (committed; a test fails when it drifts). */
export const SCHEMA_FILE = fileURLToPath(new URL('../../../schema/schema.graphql', import.meta.url));

writeFileSync(SCHEMA_FILE, printAppSchema(await buildAppSchema(resolvers)));
console.log(`wrote ${SCHEMA_FILE}`);
