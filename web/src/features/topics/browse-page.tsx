import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useSearchParams } from 'react-router';
import { CategoriesQueryDocument } from '../../lib/categories.graphql';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { PoolIcon } from '../../ui/icons';
import { StatePanel } from '../../ui/state-panel';
import { CategoryChips, CategoryPicker } from './category-picker';
import { ListFooter } from '../../ui/list-footer';
import { detailPath, useTopicArea } from './topic-area';
import { TopicCard } from './topic-card';
import { TopicsQueryDocument } from './topic.graphql';
import { useLoadMore } from '../../lib/use-load-more';
import './topics.css';
import { ListSkeleton } from '../../ui/list-skeleton';

/**
 * 'Discussion & Learning' (pools-and-squads.md §2): topics not ended yet, newest first, 5 a page
 * with infinite scroll. The chosen categories live in the address (`?category=1&category=4`), so
 * Back from a topic returns to the same filtered list.
 */
export function BrowsePage() {
  const area = useTopicArea();
  const [params, setParams] = useSearchParams();
  const selected = [...new Set(params.getAll('category'))];
  const { data: categoryData } = useQuery(CategoriesQueryDocument);
  const categories = categoryData?.categories ?? [];
  const { data, loading, error, fetchMore, refetch } = useQuery(TopicsQueryDocument, {
    variables: { first: LIMITS.topicsPageSize, categoryIds: selected.length ? selected : undefined },
  });
  const connection = data?.topics;
  const more = useLoadMore(connection?.pageInfo, fetchMore);

  function choose(next: string[]) {
    const p = new URLSearchParams();
    for (const id of next) p.append('category', id);
    setParams(p, { replace: true });
  }
  const toggle = (id: string) => choose(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  const edges = connection?.edges ?? [];
  let body;
  if (!connection && loading) {
    body = <ListSkeleton variant="cards" rows={6} label="Loading pools…" />;
  } else if (!connection) {
    body = (
      <StatePanel title="Could not load the pools" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
        {error ? 'Check your connection and try again.' : null}
      </StatePanel>
    );
  } else if (edges.length === 0) {
    body = (
      <StatePanel
        icon={<PoolIcon size={28} />}
        title="Dive in Pool"
        actions={
          <ButtonLink
            to={area.signedIn ? '/homepage/publish' : '/signin'}
            state={area.signedIn ? undefined : { from: '/homepage/publish' }}
          >
            Publish in Pool
          </ButtonLink>
        }
      >
        {selected.length
          ? 'No pools in these categories yet. Remove a category, or publish the first topic.'
          : 'No pools to join yet. Publish a topic and find your squad.'}
      </StatePanel>
    );
  } else {
    body = (
      <>
        <ul className="pool-list" aria-label="Pools" aria-busy={more.loadingMore || undefined}>
          {edges.map(({ node }, i) => (
            <TopicCard key={node.id} topic={node} to={detailPath(area, node.id)} ref={i === edges.length - 1 ? more.lastRef : undefined} />
          ))}
        </ul>
        <ListFooter {...more} onMore={() => void more.loadMore()} what="pools" />
      </>
    );
  }

  return (
    <div className="pools">
      <div className="pools__head">
        <div>
          <h1 className="pools__title">Discussion &amp; Learning</h1>
          <p className="pools__lead">Pick a topic and learn it with a small squad.</p>
        </div>
        <CategoryPicker categories={categories} selected={selected} onToggle={toggle} onClear={() => choose([])} />
      </div>
      <CategoryChips categories={categories} selected={selected} onRemove={(id) => choose(selected.filter((s) => s !== id))} />
      {body}
    </div>
  );
}
