import { useMutation } from '@apollo/client/react';
import { GENDER_LABELS, GENDERS, LIMITS, STEREOTYPES, validateProfile } from '@poolmates/schema';
import { useMemo, useState, type FormEvent } from 'react';
import type { Gender, Stereotype, ViewerFieldsFragment } from '../../gql/graphql';
import { fieldErrorMap, toFormErrors, withoutKey } from '../../lib/graphql-errors';
import { timeZoneOptions, zoneOptionText } from '../../lib/time-zone-options';
import { browserTimeZone } from '../../lib/time-zones';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { describedBy, FormField } from '../../ui/form-field';
import { SearchableSelect } from '../../ui/searchable-select';
import { TextField } from '../../ui/text-field';
import { UpdateProfileMutationDocument } from './update-profile.graphql';

const FIELDS = ['username', 'firstName', 'lastName', 'gender', 'bio', 'location', 'timezone', 'stereotype'] as const;

interface Values {
  username: string;
  firstName: string;
  lastName: string;
  gender: string;
  bio: string;
  location: string;
  timezone: string;
  stereotype: string;
}

function initialValues(user: ViewerFieldsFragment): Values {
  return {
    username: user.username,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    gender: user.gender ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    timezone: user.timezone ?? '',
    stereotype: user.stereotype ?? '',
  };
}

/** The bio is one line (accounts.md §5): typed, pasted or dropped line breaks become spaces. */
const oneLine = (s: string) => s.replace(/\r\n|[\r\n]/g, ' ');

export function ProfileDetailsForm(props: { user: ViewerFieldsFragment; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<Values>(() => initialValues(props.user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateProfileMutationDocument);
  const zones = useMemo(() => timeZoneOptions(), []);
  const detectedZone = browserTimeZone();

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => withoutKey(e, key));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const input = {
      username: values.username.trim(),
      firstName: values.firstName.trim() || null,
      lastName: values.lastName.trim() || null,
      gender: (values.gender || null) as Gender | null,
      bio: values.bio.trim() || null,
      location: values.location.trim() || null,
      timezone: values.timezone || null,
      stereotype: (values.stereotype || null) as Stereotype | null,
    };
    const clientErrors = fieldErrorMap(validateProfile(input));
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length) return;
    try {
      await save({ variables: { input } });
      props.onSaved();
    } catch (error) {
      const fe = toFormErrors(error, FIELDS);
      setErrors(fe.fields);
      setFormError(fe.form);
    }
  }

  const bioHint = `Up to ${LIMITS.bioMax} characters, one line.`;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit details">
      <div className="profile__card-head">
        <h2>Edit details</h2>
      </div>
      {formError && <Alert>{formError}</Alert>}
      <div className="profile__grid">
        <TextField
          id="profile-username"
          label="Username"
          autoComplete="username"
          value={values.username}
          error={errors.username}
          maxLength={LIMITS.usernameMax}
          onChange={(e) => set('username', e.target.value)}
        />
        <FormField id="profile-gender" label="Gender" error={errors.gender}>
          <select
            id="profile-gender"
            className="pm-select"
            value={values.gender}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={describedBy('profile-gender', null, errors.gender)}
            onChange={(e) => set('gender', e.target.value)}
          >
            <option value="">Prefer not to say</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id="profile-first-name"
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          maxLength={LIMITS.profileFieldMax}
          onChange={(e) => set('firstName', e.target.value)}
        />
        <TextField
          id="profile-last-name"
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          maxLength={LIMITS.profileFieldMax}
          onChange={(e) => set('lastName', e.target.value)}
        />
      </div>
      <FormField
        id="profile-bio"
        label="Bio"
        hint={bioHint}
        error={errors.bio}
        meta={`${values.bio.length}/${LIMITS.bioMax}`}
      >
        <textarea
          id="profile-bio"
          className="pm-textarea"
          rows={3}
          maxLength={LIMITS.bioMax}
          value={values.bio}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={describedBy('profile-bio', bioHint, errors.bio)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          onChange={(e) => set('bio', oneLine(e.target.value).slice(0, LIMITS.bioMax))}
        />
      </FormField>
      <div className="profile__grid">
        <TextField
          id="profile-location"
          label="Location"
          placeholder="City,Country"
          autoComplete="address-level2"
          value={values.location}
          error={errors.location}
          maxLength={LIMITS.profileFieldMax}
          onChange={(e) => set('location', e.target.value)}
        />
        <FormField
          id="profile-timezone"
          label="Time zone"
          error={errors.timezone}
          hint={
            detectedZone && values.timezone !== detectedZone ? (
              <button type="button" className="profile__link-button" onClick={() => set('timezone', detectedZone)}>
                Use this device&apos;s time zone ({detectedZone})
              </button>
            ) : undefined
          }
        >
          <SearchableSelect
            id="profile-timezone"
            labelId="profile-timezone-label"
            value={values.timezone || null}
            options={zones}
            onChange={(v) => set('timezone', v)}
            searchLabel="Search time zones"
            placeholder="Select a time zone"
            renderValue={zoneOptionText}
            invalid={!!errors.timezone}
            describedBy={describedBy('profile-timezone', null, errors.timezone)}
          />
        </FormField>
        <FormField id="profile-stereotype" label="Stereotype" error={errors.stereotype}>
          <select
            id="profile-stereotype"
            className="pm-select"
            value={values.stereotype}
            aria-invalid={errors.stereotype ? true : undefined}
            aria-describedby={describedBy('profile-stereotype', null, errors.stereotype)}
            onChange={(e) => set('stereotype', e.target.value)}
          >
            <option value="">None</option>
            {STEREOTYPES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="profile__actions">
        <Button variant="secondary" onClick={props.onCancel} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" loading={loading}>
          {loading ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
