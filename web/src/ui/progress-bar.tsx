import './code-inputs.css';

/** A determinate progress bar, 0…1. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className="pm-progress">
      <div
        className="pm-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="pm-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="pm-progress__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
