import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { MSG, usernameRule } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/graphql-errors';
import { MeQueryDocument } from '../../lib/session.graphql';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { SettingsUsernameAvailableQueryDocument, UpdateUsernameMutationDocument } from './account.graphql';
import { SettingHeader } from './setting-header';
import { useValueCheck, type CheckTrigger } from './use-value-check';

/** Username: checked on blur once it has 2+ characters; Submit only for an available name. */
export function UsernameSetting() {
  const client = useApolloClient();
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const current = data?.me?.username ?? '';
  const [value, setValue] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateUsernameMutationDocument);

  const { check, checking, checkNow, reset } = useValueCheck(value, async (v: string, trigger: CheckTrigger) => {
    const rule = usernameRule(v);
    if (rule) return trigger === 'blur' ? { ok: false, message: rule } : null;
    if (v === current) return { ok: false, message: 'That is your username already.' };
    // Only the case changes: the name is still yours.
    if (v.toLowerCase() === current.toLowerCase()) return { ok: true };
    try {
      const { data: answer } = await client.query({ query: SettingsUsernameAvailableQueryDocument, variables: { username: v }, fetchPolicy: 'network-only' });
      return answer?.usernameAvailable ? { ok: true } : { ok: false, message: MSG.usernameTaken };
    } catch {
      return null;
    }
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!check?.ok) return;
    try {
      await save({ variables: { username: check.value } });
      setDone(`Your username is now ${check.value}.`);
      setValue('');
      reset();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }

  return (
    <>
      <SettingHeader title="Username" lead={`Your username is ${current}. It is your ID on Poolmates.`} />
      <section className="settings__panel pm-card pm-panel-enter" aria-label="Change username">
        {done && <Alert tone="success">{done}</Alert>}
        <form onSubmit={onSubmit} noValidate>
          <TextField
            id="setting-username"
            label="New username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={value}
            error={serverError ?? (check && !check.ok ? check.message : null)}
            hint={checking ? 'Checking availability…' : check?.ok ? 'This username is available.' : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setDone(null);
              setServerError(null);
            }}
            onBlur={() => void checkNow('blur')}
          />
          <div className="settings__actions">
            <Button type="submit" disabled={!check?.ok} loading={loading}>
              Submit
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
