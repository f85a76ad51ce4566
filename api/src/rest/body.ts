import { REPORT_REASONS } from '@poolmates/schema';
import { LegacyInputError } from './envelope.js';

/** Small readers for legacy JSON bodies: every miss names the field the client got wrong. */
export function obj(value: unknown, name: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new LegacyInputError(`${name} must be a JSON object.`);
  }
  return value as Record<string, unknown>;
}

export function str(body: Record<string, unknown>, ...names: string[]): string {
  for (const n of names) {
    const v = body[n];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') throw new LegacyInputError(`${n} must be a string.`);
    return v;
  }
  throw new LegacyInputError(`${names[0]} is required.`);
}

export function optStr(body: Record<string, unknown>, ...names: string[]): string | null | undefined {
  for (const n of names) {
    const v = body[n];
    if (v === undefined) continue;
    if (v === null) return null;
    if (typeof v !== 'string') throw new LegacyInputError(`${n} must be a string.`);
    return v;
  }
  return undefined;
}

/** An id field that legacy clients send as a number or a string of digits. */
export function id(o: Record<string, unknown>, ...names: string[]): string {
  for (const n of names) {
    const v = o[n];
    if (typeof v === 'number' && Number.isInteger(v)) return String(v);
    if (typeof v === 'string' && /^\d+$/.test(v)) return v;
    if (v !== undefined && v !== null) throw new LegacyInputError(`${n} must be a number.`);
  }
  throw new LegacyInputError(`${names[0]} is required.`);
}

/** As `id`, but absent (undefined, null or '') is `null`. */
export function optId(o: Record<string, unknown>, ...names: string[]): string | null {
  return names.some((n) => o[n] !== undefined && o[n] !== null && o[n] !== '') ? id(o, ...names.filter((n) => o[n] !== '')) : null;
}

/**
 * A legacy `report_text`: a reason's name (any case) or its number 1–8, as a number or a string.
 * Anything else becomes 0, which the operation refuses with its own message ("Choose one of the
 * eight reasons.").
 */
export function reportReason(o: Record<string, unknown>, name: string): number {
  const v = o[name];
  if (v === undefined || v === null || v === '') throw new LegacyInputError(`${name} is required.`);
  if (typeof v === 'number') return Number.isInteger(v) ? v : 0;
  if (typeof v !== 'string') throw new LegacyInputError(`${name} must be a reason or its number.`);
  const text = v.trim();
  const byName = REPORT_REASONS.findIndex((r) => r.toLowerCase() === text.toLowerCase()) + 1;
  return byName || (/^\d+$/.test(text) ? Number(text) : 0);
}
