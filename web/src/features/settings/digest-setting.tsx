import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { DigestFrequency } from '../../gql/graphql';
import { errorMessage, loadFailure } from '../../lib/graphql-errors';
import { timeZoneLabel } from '../../lib/time-zone-options';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { SetSquadDigestMutationDocument, SquadDigestQueryDocument } from './digest.graphql';
import { SettingHeader } from './setting-header';
import './digest-setting.css';

const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

const CHOICES: { value: DigestFrequency; label: string; text: (at: string) => string }[] = [
  { value: 'DAILY', label: 'Daily', text: (at) => `Each morning at ${at}, when your squads did something since the last one.` },
  { value: 'WEEKLY', label: 'Weekly', text: (at) => `Monday mornings at ${at}: the week in one e-mail.` },
  { value: 'OFF', label: 'Off', text: () => 'No digest e-mail. Notifications in the app stay as they are.' },
];

/**
 * Settings → Squad digest (issue 29, decision 062): one e-mail summing up what each squad posted,
 * took away and shared, who checked in, and the streak. A native radio group (Tab into it, arrow
 * keys to choose); each choice is saved at once and said in a status line.
 */
export function DigestSetting() {
  const { data, error, refetch } = useQuery(SquadDigestQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SetSquadDigestMutationDocument);
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const name = useId();
  const d = data?.squadDigest;

  async function choose(frequency: DigestFrequency) {
    setSaved(null);
    setFailed(null);
    try {
      await save({
        variables: { frequency },
        update(cache, { data: answer }) {
          if (answer) cache.writeQuery({ query: SquadDigestQueryDocument, data: { squadDigest: answer.setSquadDigest } });
        },
      });
      setSaved(frequency === 'OFF' ? 'The squad digest is off.' : `Saved: ${frequency === 'DAILY' ? 'daily' : 'weekly'} digest.`);
    } catch (err) {
      setFailed(errorMessage(err));
    }
  }

  const failure = !d && error ? loadFailure(error) : null;
  return (
    <>
      <SettingHeader title="Squad digest" lead="One e-mail with what your squads posted, took away and shared, who checked in, and your streaks." />
      {failure ? (
        <LoadFailed what="your digest setting" reason={failure} onRetry={() => refetch()} headingLevel={2} />
      ) : (
        <section className="settings__panel pm-card pm-panel-enter" aria-label="Squad digest" aria-busy={!d}>
          {d && (
            <>
              <fieldset className="digest-setting__choices" disabled={saving}>
                <legend className="digest-setting__legend">How often</legend>
                {CHOICES.map((c) => (
                  <label key={c.value} className="digest-setting__choice">
                    <input type="radio" name={name} value={c.value} checked={d.frequency === c.value} onChange={() => void choose(c.value)} aria-describedby={`${name}-${c.value}`} />
                    <span>
                      <span className="digest-setting__label">{c.label}</span>
                      <span className="digest-setting__text" id={`${name}-${c.value}`}>
                        {c.text(hourText(d.localHour))}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <p className="digest-setting__zone">
                Times are in your zone, {timeZoneLabel(d.timeZone)}. Every digest has a one-click unsubscribe link.
              </p>
              {!d.emailVerified && (
                <Alert tone="info">
                  The digest goes only to a verified address. <Link to="/homepage/setting/email">Verify your email</Link>
                </Alert>
              )}
            </>
          )}
          <p className="digest-setting__status" role="status">
            {saved}
          </p>
          {failed && <Alert>{failed}</Alert>}
        </section>
      )}
    </>
  );
}
