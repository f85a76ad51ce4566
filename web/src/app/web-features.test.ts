import { describe, expect, it } from 'vitest';
import { cursorPaged } from '../lib/apollo-client';
import { composeTypePolicies } from '../lib/web-feature';
import { routeTitles, typePolicies, webFeatures } from './web-features';

describe('the web features list (decision 069)', () => {
  it('composes every paged field from the features that own them', () => {
    const fields = Object.fromEntries(Object.entries(typePolicies).map(([type, p]) => [type, Object.keys(p.fields ?? {}).sort()]));
    expect(fields).toEqual({
      Query: [
        'chatMessages', 'conversations', 'followers', 'following', 'messageNotifications', 'myActivePools', 'mySmartTags', 'myTopics', 'notifications',
        'requestsReceived', 'requestsSent', 'searchPeople', 'searchTopics', 'topicFeed', 'topicResources', 'topicSearch', 'topics', 'userActivePools',
      ],
      Topic: ['comments'],
      Comment: ['replies'],
    });
  });

  it('refuses a field paged by two features', () => {
    const twice = [
      { name: 'a', pagedFields: { Query: { topics: cursorPaged(false) } } },
      { name: 'b', pagedFields: { Query: { topics: cursorPaged(false) } } },
    ];
    expect(() => composeTypePolicies(twice)).toThrow('Query.topics is paged by two features (the second: b)');
  });

  it('lists each feature once, and their titles in list order', () => {
    expect(new Set(webFeatures.map((f) => f.name)).size).toBe(webFeatures.length);
    expect(routeTitles.length).toBe(webFeatures.reduce((n, f) => n + (f.titles?.length ?? 0), 0));
    expect(routeTitles[0][1]).toBe('Learn with friends');
  });
});
