import { useMemo } from 'react';
import { describedBy } from './form-field';
import { FormField } from './form-field';
import { SearchableSelect, type SelectOption } from './searchable-select';
import { countryList } from '../lib/countries';
import './mobile-number-field.css';

export interface MobileNumberFieldProps {
  id: string;
  country: string;
  digits: string;
  error?: string | null;
  hint?: string;
  onCountryChange: (code: string) => void;
  onDigitsChange: (digits: string) => void;
  onBlur: () => void;
}

/** Country calling code (searchable list with flags) + the national number, digits only. */
export function MobileNumberField(props: MobileNumberFieldProps) {
  const { id, country, digits, error, hint } = props;
  const options = useMemo<SelectOption[]>(
    () => countryList().map((c) => ({ value: c.code, label: c.name, prefix: c.flag, meta: `+${c.dial}`, keywords: c.dial })),
    [],
  );
  const countryId = `${id}-country`;
  return (
    <FormField id={id} label="Mobile number" error={error} hint={hint}>
      <div className="pm-phone">
        <span id={`${countryId}-label`} className="pm-visually-hidden">
          Country code
        </span>
        <SearchableSelect
          id={countryId}
          labelId={`${countryId}-label`}
          value={country}
          options={options}
          onChange={props.onCountryChange}
          searchLabel="Search countries"
          renderValue={(o) => `${o.prefix ?? ''} ${o.meta ?? ''}`}
        />
        <input
          id={id}
          className="pm-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          value={digits}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => props.onDigitsChange(e.target.value.replace(/\D/g, ''))}
          onBlur={props.onBlur}
        />
      </div>
    </FormField>
  );
}
