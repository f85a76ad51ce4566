import { createContext, useContext, type ComponentType } from 'react';

/** What a workspace tab's inner parts may mount without the tab passing it down: the topic and app/'s slots. */
export const WorkspaceContext = createContext<{ topicId: string; focusTimer: ComponentType<{ topicId: string }> } | null>(null);

/** The squad's shared focus timer (features/accountability via app/), wherever a tab places it. */
export function FocusTimerSlot() {
  const ctx = useContext(WorkspaceContext);
  if (!ctx) return null;
  const { focusTimer: FocusTimer, topicId } = ctx;
  return <FocusTimer topicId={topicId} />;
}
