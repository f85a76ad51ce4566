import type { RestRow } from '../../rest/row.js';
export const callsRows: RestRow[] = [];
