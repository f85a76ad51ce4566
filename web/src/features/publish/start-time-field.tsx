const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const MINUTES = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** Start time as hour (1–12), minutes and AM/PM (pools-and-squads.md §5, "Time picker"). */
export function StartTimeField(props: {
  hour: string;
  minute: string;
  meridiem: 'AM' | 'PM';
  onChange: (patch: { hour?: string; minute?: string; meridiem?: 'AM' | 'PM' }) => void;
  error?: string;
}) {
  return (
    <fieldset className="pm-field start-time" aria-describedby={props.error ? 'publish-time-error' : undefined}>
      <legend className="pm-field__label">Start time</legend>
      <div className="start-time__row">
        <select className="pm-select" aria-label="Hour" value={props.hour} onChange={(e) => props.onChange({ hour: e.target.value })}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h.padStart(2, '0')}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="start-time__colon">
          :
        </span>
        <select className="pm-select" aria-label="Minutes" value={props.minute} onChange={(e) => props.onChange({ minute: e.target.value })}>
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <select
          className="pm-select"
          aria-label="AM or PM"
          value={props.meridiem}
          onChange={(e) => props.onChange({ meridiem: e.target.value === 'PM' ? 'PM' : 'AM' })}
        >
          <option value="AM">AM</option>
          <option value="PM">PM</option>
        </select>
      </div>
      {props.error && (
        <div id="publish-time-error" className="pm-field__error">
          {props.error}
        </div>
      )}
    </fieldset>
  );
}
