import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { ClientInfoInput } from '../gql/graphql';
import { browserTimeZone, utcOffsetLabel } from './time-zones';

export const RecordClientInfoMutationDocument = graphql(`
  mutation RecordClientInfo($input: ClientInfoInput!) {
    recordClientInfo(input: $input)
  }
`);

export const RecordAppDownloadMutationDocument = graphql(`
  mutation RecordAppDownload($input: ClientInfoInput!) {
    recordAppDownload(input: $input)
  }
`);

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const pick = (ua: string, table: Array<[RegExp, string]>) => table.find(([re]) => re.test(ua))?.[1] ?? null;

/** What the client says about itself (legacy `userloginobj`): browser, OS, device, time zone, UTC offset. */
export function clientInfo(ua: string = navigator.userAgent): ClientInfoInput {
  const timezone = browserTimeZone();
  return {
    browser: pick(ua, BROWSERS),
    os: pick(ua, SYSTEMS),
    device: /Mobi|Android|iPhone|iPad/.test(ua) ? 'mobile' : 'desktop',
    timezone,
    gmt: timezone ? utcOffsetLabel(timezone).replace('UTC', '') || null : null,
  };
}

/** Fire and forget, once after a sign-in: a failure here must never bother the user. */
export function recordClientInfo(client: ApolloClient): void {
  client.mutate({ mutation: RecordClientInfoMutationDocument, variables: { input: clientInfo() } }).catch(() => undefined);
}

/** The Download page's install click (visitors too). */
export function recordAppDownload(client: ApolloClient): void {
  client.mutate({ mutation: RecordAppDownloadMutationDocument, variables: { input: clientInfo() } }).catch(() => undefined);
}
