import type { RefObject } from 'react';
import { ActionMenu } from '../../ui/action-menu';

export type ItemAction = 'edit' | 'delete' | 'remove' | 'report';

const LABEL: Record<ItemAction, string> = { edit: 'Edit', delete: 'Delete', remove: 'Remove', report: 'Report' };

/** The "⋯" menu of a comment or reply (pools-and-squads.md §2 "Comment edit panel"): exactly the allowed actions. */
export function ItemMenu({ label, actions, onPick, toggleRef }: { label: string; actions: ItemAction[]; onPick: (a: ItemAction) => void; toggleRef?: RefObject<HTMLButtonElement | null> }) {
  return <ActionMenu label={label} actions={actions} labels={LABEL} onPick={onPick} toggleRef={toggleRef} />;
}
