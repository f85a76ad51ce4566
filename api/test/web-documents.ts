/**
 * The web app's own GraphQL documents, read from its source (codegen's ASTs in web/src/gql/graphql.ts,
 * as bench:squad reads them) rather than copied into a test: a test of "what the web sends" follows
 * the web when it changes. The app reads them too (the splicer names their statements first).
 */
export { webDocument } from '../src/platform/web-documents.js';
