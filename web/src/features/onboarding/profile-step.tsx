import { useMutation } from '@apollo/client/react';
import { GENDER_LABELS, GENDERS, LIMITS, validateProfile } from '@poolmates/schema';
import { useMemo, useState, type FormEvent } from 'react';
import type { Gender, Stereotype, ViewerFieldsFragment } from '../../gql/graphql';
import { fieldErrorMap, toFormErrors } from '../../lib/graphql-errors';
import { timeZoneOptions, zoneOptionText } from '../../lib/time-zone-options';
import { browserTimeZone } from '../../lib/time-zones';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { SearchableSelect } from '../../ui/searchable-select';
import { TextField } from '../../ui/text-field';
import { CompleteOnboardingProfileMutationDocument } from './onboarding.graphql';

const FIELDS = ['gender', 'location', 'timezone', 'stereotype'] as const;

/** Gender / Location / Time zone, with a back link to the stereotype; Next sends the profile. */
export function ProfileStep({ me, stereotype, onBack }: { me: ViewerFieldsFragment; stereotype: Stereotype | null; onBack: () => void }) {
  const zones = useMemo(() => timeZoneOptions(), []);
  const [gender, setGender] = useState<Gender | ''>(me.gender ?? '');
  const [location, setLocation] = useState(me.location ?? '');
  const [timezone, setTimezone] = useState<string | null>(() => {
    const zone = me.timezone ?? browserTimeZone();
    return zones.some((z) => z.value === zone) ? zone : null;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(CompleteOnboardingProfileMutationDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const input = { stereotype, gender: gender || null, location: location.trim() || null, timezone };
    const clientErrors = fieldErrorMap(validateProfile(input));
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length) return;
    try {
      // The returned user moves `me.onboardingStep` on to VERIFY_EMAIL.
      await save({ variables: { input } });
    } catch (error) {
      const fe = toFormErrors(error, FIELDS);
      setErrors(fe.fields);
      setFormError(fe.form ?? fe.fields.stereotype ?? null);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="About you">
      <p className="pm-modal__lead">This helps squads in other places plan sessions with you.</p>
      {formError && <Alert>{formError}</Alert>}
      <fieldset className="onboarding__gender">
        <legend className="pm-field__label">Gender</legend>
        <div className="onboarding__segmented">
          {GENDERS.map((g) => (
            <label key={g} className="onboarding__segment">
              <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => setGender(g)} />
              <span>{GENDER_LABELS[g]}</span>
            </label>
          ))}
        </div>
        {errors.gender && <div className="pm-field__error">{errors.gender}</div>}
      </fieldset>
      <TextField
        id="onboarding-location"
        label="Location"
        placeholder="City,Country"
        autoComplete="address-level2"
        maxLength={LIMITS.profileFieldMax}
        value={location}
        error={errors.location}
        onChange={(e) => setLocation(e.target.value)}
      />
      <FormField id="onboarding-timezone" label="Time zone" error={errors.timezone}>
        <SearchableSelect
          id="onboarding-timezone"
          labelId="onboarding-timezone-label"
          value={timezone}
          options={zones}
          onChange={setTimezone}
          searchLabel="Search time zones"
          placeholder="Select a time zone"
          renderValue={zoneOptionText}
          invalid={!!errors.timezone}
        />
      </FormField>
      <div className="pm-modal__actions pm-modal__actions--split">
        <button type="button" className="onboarding__back" onClick={onBack}>
          Back
        </button>
        <Button type="submit" loading={loading}>
          Next
        </Button>
      </div>
    </form>
  );
}
