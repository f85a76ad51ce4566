import { SQUAD_CHOICES } from '@poolmates/schema';
import { UsersIcon } from '../../ui/icons';

/** "Tri · Three Person (You + 2)" */
export function squadLabel(size: number | null): string {
  const c = SQUAD_CHOICES.find((s) => s.size === size);
  return c ? `${c.name} · ${c.label} (${c.hint})` : '';
}

/** The five named squad sizes as radio cards (pools-and-squads.md §3, "Squad choices"). */
export function SquadChoices({ value, onChange, error }: { value: number | null; onChange: (size: number) => void; error?: string }) {
  return (
    <fieldset className="pm-field squad-choices" aria-describedby={error ? 'publish-squad-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend className="pm-field__label">Squad</legend>
      <div className="squad-choices__list">
        {SQUAD_CHOICES.map((c) => (
          <label key={c.size} className="squad-choice">
            <input
              type="radio"
              name="publish-squad"
              className="squad-choice__input"
              value={c.size}
              checked={value === c.size}
              onChange={() => onChange(c.size)}
            />
            <span className="squad-choice__card">
              <span className="squad-choice__dots" aria-hidden="true">
                {Array.from({ length: c.size }, (_, i) => (
                  <span key={i} className={i === 0 ? 'squad-choice__dot squad-choice__dot--you' : 'squad-choice__dot'} />
                ))}
              </span>
              <span className="squad-choice__name">{c.name}</span>
              <span className="squad-choice__label">{c.label}</span>
              <span className="squad-choice__hint">({c.hint})</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <div id="publish-squad-error" className="pm-field__error">
          <UsersIcon size={14} aria-hidden="true" /> {error}
        </div>
      )}
    </fieldset>
  );
}
