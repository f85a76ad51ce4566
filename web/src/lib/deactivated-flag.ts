/**
 * accounts.md §4: after deactivation the user is signed out and the app shows the deactivated
 * notice; the notice goes back to / once the flag is false. Kept for the browser session only.
 */
const KEY = 'poolmates.deactivated';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function setDeactivatedFlag(): void {
  storage()?.setItem(KEY, '1');
}

export function hasDeactivatedFlag(): boolean {
  return storage()?.getItem(KEY) === '1';
}

export function clearDeactivatedFlag(): void {
  storage()?.removeItem(KEY);
}
