/** A client's ID argument as a row id: −1 (matches nothing) unless it is 1–9 digits. */
export function idOf(id: string): number {
  return /^\d{1,9}$/.test(id) ? Number(id) : -1;
}
