import { GENDER_LABELS } from '@poolmates/schema';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/button';
import { EditIcon } from '../../ui/icons';

function Row({ label, value, wide }: { label: string; value: string | null | undefined; wide?: boolean }) {
  return (
    <div className={wide ? 'profile__row profile__row--wide' : 'profile__row'}>
      <dt>{label}</dt>
      <dd className={value ? undefined : 'profile__empty'}>{value || 'Not set'}</dd>
    </div>
  );
}

export function ProfileDetailsView({ user, onEdit }: { user: ViewerFieldsFragment; onEdit: () => void }) {
  return (
    <>
      <div className="profile__card-head">
        <h2>Details</h2>
        <Button variant="secondary" size="small" onClick={onEdit}>
          <EditIcon size={16} /> Edit
        </Button>
      </div>
      <dl className="profile__list">
        <Row label="Username" value={user.username} />
        <Row label="First name" value={user.firstName} />
        <Row label="Last name" value={user.lastName} />
        <Row label="Gender" value={user.gender ? GENDER_LABELS[user.gender] : null} />
        <Row label="Location" value={user.location} />
        <Row label="Time zone" value={user.timezone} />
        <Row label="Stereotype" value={user.stereotype} />
        <Row label="Bio" value={user.bio} wide />
      </dl>
    </>
  );
}
