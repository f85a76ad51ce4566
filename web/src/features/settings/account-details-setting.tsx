import { useQuery } from '@apollo/client/react';
import { MeQueryDocument } from '../../lib/session.graphql';
import { calendarDate } from '../../lib/time-format';
import { SettingHeader } from './setting-header';

/** /setting/accountdetails: what the account is, read-only. */
export function AccountDetailsSetting() {
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  if (!me) return null;
  const rows: Array<[string, string]> = [
    ['User ID', me.id],
    ['Username', me.username],
    ['Email', me.email ? `${me.email}${me.emailVerified ? ' (verified)' : ' (not verified)'}` : 'Not set'],
    ['Mobile', me.mobile ?? 'Not set'],
    ['Member since', calendarDate(me.createdAt)],
  ];
  return (
    <>
      <SettingHeader title="Account details" />
      <dl className="settings__details pm-card">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
