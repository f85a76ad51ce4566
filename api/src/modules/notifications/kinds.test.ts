import { describe, expect, it } from 'vitest';
import { kindOfType } from '../push/preferences.js';
import { declaredPreference, notificationKind } from './kinds.js';
import { NotificationType } from './notification.entity.js';

describe('notification types a feature declares (decision 069)', () => {
  it('join NotificationType with the Settings row that governs them; the older ones keep theirs', () => {
    // a type no feature has: declared for this test only (its module state is this file's)
    const type = notificationKind('KIND_TEST' as NotificationType, { preference: 'CALLS' });
    expect((NotificationType as Record<string, string>).KIND_TEST).toBe('KIND_TEST');
    expect(declaredPreference(type)).toBe('CALLS');
    expect(kindOfType(type)).toBe('CALLS');
    expect(kindOfType(NotificationType.COMMENTED)).toBe('COMMENTS');
    expect(declaredPreference(NotificationType.COMMENTED)).toBeUndefined();
  });

  it('refuses a type declared twice, or one that is already there', () => {
    expect(() => notificationKind(NotificationType.REQUEST, { preference: 'REQUESTS' })).toThrow('declared twice');
  });
});
