import type { MouseEvent } from 'react';
import { DownloadIcon, ShieldIcon } from './icons';
import './code-inputs.css';

export interface SecurityCodeCardProps {
  userId: string;
  code: string;
  /** Same-origin link to SecurityCode.pdf (valid a few minutes). */
  pdfUrl: string;
  actionLabel?: string;
  onDownload?: (e: MouseEvent<HTMLAnchorElement>) => void;
}

/** The recovery code card: user id and code, and the PDF to keep. */
export function SecurityCodeCard({ userId, code, pdfUrl, actionLabel = 'Download PDF', onDownload }: SecurityCodeCardProps) {
  return (
    <div className="pm-code-card">
      <div className="pm-code-card__head">
        <ShieldIcon size={22} />
        <span>Recovery code</span>
      </div>
      <dl className="pm-code-card__list">
        <div>
          <dt>User ID</dt>
          <dd>{userId}</dd>
        </div>
        <div>
          <dt>Security code</dt>
          <dd className="pm-code-card__code">{code}</dd>
        </div>
      </dl>
      <p className="pm-code-card__note">
        Keep it somewhere safe. With it you can choose a new password even without your email or phone. It works once; a reset
        gives you a new one.
      </p>
      <a className="pm-button pm-button--primary pm-button--block" href={pdfUrl} download="SecurityCode.pdf" onClick={onDownload}>
        <DownloadIcon size={18} />
        {actionLabel}
      </a>
    </div>
  );
}
