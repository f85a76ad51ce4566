import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PinStatusQueryDocument } from './pin.graphql';

export type PinStatus = 'loading' | 'none' | 'set' | 'error';

/** Whether the account has a PIN (`me.hasPin`), asked afresh on mount; `setStatus` records a change. */
export function usePinStatus(): [PinStatus, (s: PinStatus) => void] {
  const { data, error, loading } = useQuery(PinStatusQueryDocument, { fetchPolicy: 'network-only' });
  const [override, setOverride] = useState<PinStatus | null>(null);
  const fetched: PinStatus = loading ? 'loading' : error || !data?.me ? 'error' : data.me.hasPin ? 'set' : 'none';
  return [override ?? fetched, setOverride];
}
