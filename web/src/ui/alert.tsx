import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './icons';

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`pm-alert pm-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'success' ? <CheckIcon size={18} /> : <AlertIcon size={18} />}
      <div>{children}</div>
    </div>
  );
}
