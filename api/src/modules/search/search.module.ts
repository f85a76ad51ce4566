import { defineFeature } from '../../platform/feature.js';
import { PersonSearchDocument, SearchWord, TopicSearchDocument } from './search.entity.js';
import { SearchResolver } from './search.resolver.js';
import { searchRows } from './search.rows.js';

/** Global search of pools and people: the header overlay and the results pages (issue 15, decision 038). */
export const searchFeature = defineFeature({
  name: 'search',
  entities: [TopicSearchDocument, PersonSearchDocument, SearchWord],
  resolvers: [SearchResolver],
  rows: searchRows,
});
