import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths: the one builder of app URLs', () => {
  it('builds the spec routes with their parameters', () => {
    expect(paths.workspace('7')).toBe('/homepage/active/7');
    expect(paths.workspace(7, 'timeline')).toBe('/homepage/active/7/timeline');
    expect(paths.call('7')).toBe('/homepage/active/7/Startcall');
    expect(paths.call('7', 'a b')).toBe('/homepage/active/7/Startcall?join=a%20b');
    expect(paths.postPreview('7', '9')).toBe('/homepage/active/7/preview/9');
    expect(paths.postSearch('7', 'a&b')).toBe('/homepage/active/7/postsearch?q=a%26b');
    expect(paths.poolDetails('7')).toBe('/homepage/pool/pooldetails/7');
    expect(paths.publicPoolDetails('7')).toBe('/pool/pooldetails/7');
    expect(paths.notifyDetails('7', new URLSearchParams({ comment: '3' }))).toBe('/homepage/pool/notifydetails/7?comment=3');
    expect(paths.account('5')).toBe('/homepage/account/5');
    expect(paths.chatWith('5')).toBe('/homepage/message?to=5');
  });

  it('encodes a segment that comes from data', () => {
    expect(paths.account('a/b')).toBe('/homepage/account/a%2Fb');
  });
});
