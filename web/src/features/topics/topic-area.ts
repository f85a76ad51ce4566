import { createContext, useContext } from 'react';
import { paths } from '../../lib/paths';

/**
 * Which pool area a page is in: the signed-in one under /homepage/pool, or the public one under
 * /pool for visitors (pools-and-squads.md §2). Links between pool pages stay inside their area.
 */
export interface TopicArea {
  base: string;
  signedIn: boolean;
}

export const MEMBER_AREA: TopicArea = { base: '/homepage/pool', signedIn: true };
export const VISITOR_AREA: TopicArea = { base: '/pool', signedIn: false };

export const TopicAreaContext = createContext<TopicArea>(MEMBER_AREA);
export const useTopicArea = () => useContext(TopicAreaContext);

export const detailPath = (area: TopicArea, id: string) => `${area.base}/pooldetails/${id}`;

/** Where an unknown or failed topic goes: /homepage/nomatch (spec), or its public twin. */
export const noMatchPath = (area: TopicArea) => (area.signedIn ? '/homepage/nomatch' : '/pool/nomatch');

/** The timeline needs a signed-in viewer; `?topic=` carries the topic (…/distimeline/:id works too). */
export const timelinePath = (area: TopicArea, id: string) => `${area.base}/distimeline?topic=${encodeURIComponent(id)}`;

/** The link people share: the public page, which opens under /homepage for a signed-in reader. */
export const shareUrl = (id: string) => new URL(paths.publicPoolDetails(id), window.location.origin).href;

/** A squad's workspace (the active topic page); members and the owner only. */
export const workspacePath = (id: string) => paths.workspace(id);
