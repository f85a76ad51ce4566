/** A person's shown name: first + last, else the username. */
export function personName(p: { username: string; firstName?: string | null; lastName?: string | null }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username;
}

/** A person's profile page (pools-and-squads.md §2): inside the app when signed in, public otherwise. */
export function profilePath(id: string, signedIn: boolean): string {
  return `${signedIn ? '/homepage' : ''}/account/${id}`;
}
