import { createContext, useContext } from 'react';
import type { PublishDraft } from './draft';

export const PUBLISH_BASE = '/homepage/publish';

export interface PublishState {
  draft: PublishDraft;
  /** Changes the draft and stores it (sessionStorage) so a reload keeps it. */
  update: (patch: Partial<PublishDraft>) => void;
  /** The stored draft had an image that did not fit in storage: ask for it again. */
  imageLost: boolean;
  /** After a successful publish: the stored draft is gone, the steps stop redirecting. */
  published: boolean;
  markPublished: () => void;
}

export const PublishContext = createContext<PublishState | null>(null);

export function usePublish(): PublishState {
  const value = useContext(PublishContext);
  if (!value) throw new Error('usePublish needs <PublishFlow>');
  return value;
}
