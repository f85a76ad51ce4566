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
