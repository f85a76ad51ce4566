/** A legacy endpoint's row: the types live in the platform (platform/legacy-row.ts), where the feature descriptor lists them. */
export { defineRow, type RestRow, type RowSpec } from '../platform/legacy-row.js';
