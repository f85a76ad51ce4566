/** A person's shown name: first + last, else the username. */
export function personName(p: { username: string; firstName?: string | null; lastName?: string | null }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username;
}
