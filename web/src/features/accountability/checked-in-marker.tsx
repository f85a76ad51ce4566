import { personName } from '../../lib/person';
import { CheckIcon } from '../../ui/icons';
import { useToday } from './use-today';

/**
 * On the team avatars row: a small tick on a member who has checked in today (a goal, a recap or a
 * freeze). Reads the shared today query, so the whole row costs one request.
 */
export function CheckedInMarker({ topicId, userId }: { topicId: string; userId: string }) {
  const { checkIns, today } = useToday(topicId);
  if (today?.state !== 'RUNNING') return null;
  const c = checkIns.find((x) => x.user.id === userId && (x.goal || x.freeze));
  if (!c) return null;
  const text = `${personName(c.user)} checked in today`;
  return (
    <span className="checked-in-marker" role="img" aria-label={text} title={text}>
      <CheckIcon size={10} strokeWidth={3} />
    </span>
  );
}
