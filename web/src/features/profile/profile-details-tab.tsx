import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MeQueryDocument } from '../../lib/session.graphql';
import { Alert } from '../../ui/alert';
import { LoadingScreen } from '../../ui/spinner';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileDetailsView } from './profile-details-view';

/** Read-only details with Edit; Edit swaps in the form; Save returns here with a confirmation. */
export function ProfileDetailsTab() {
  const { data, loading } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const me = data?.me;
  if (!me) return loading ? <LoadingScreen /> : null;
  return (
    <section className="pm-card profile__card" aria-label="Details">
      {saved && !editing && <Alert tone="success">Your profile is saved.</Alert>}
      {editing ? (
        <ProfileDetailsForm
          user={me}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <ProfileDetailsView
          user={me}
          onEdit={() => {
            setSaved(false);
            setEditing(true);
          }}
        />
      )}
    </section>
  );
}
