import { createContext, useContext } from 'react';

/**
 * Which pool area a page is in: the signed-in one under /homepage/pool, or the public one under
 * /pool for visitors (pools-and-squads.md §2). Links between pool pages stay inside their area.
 */
export interface PoolArea {
  base: string;
  signedIn: boolean;
}

export const MEMBER_AREA: PoolArea = { base: '/homepage/pool', signedIn: true };
export const VISITOR_AREA: PoolArea = { base: '/pool', signedIn: false };

export const PoolAreaContext = createContext<PoolArea>(MEMBER_AREA);
export const usePoolArea = () => useContext(PoolAreaContext);

export const detailPath = (area: PoolArea, id: string) => `${area.base}/pooldetails/${id}`;

/** Where an unknown or failed topic goes: /homepage/nomatch (spec), or its public twin. */
export const noMatchPath = (area: PoolArea) => (area.signedIn ? '/homepage/nomatch' : '/pool/nomatch');

/** The timeline needs a signed-in viewer; `?topic=` carries the topic (…/distimeline/:id works too). */
export const timelinePath = (area: PoolArea, id: string) => `${area.base}/distimeline?topic=${encodeURIComponent(id)}`;

/** The link people share: the public page, which opens under /homepage for a signed-in reader. */
export const shareUrl = (id: string) => new URL(`/pool/pooldetails/${id}`, window.location.origin).href;
