import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { Link } from 'react-router';
import { TagIcon } from '../../ui/icons';
import { ListFooter } from '../../ui/list-footer';
import { LoadingScreen } from '../../ui/spinner';
import { StatePanel } from '../../ui/state-panel';
import { useLoadMore } from '../../lib/use-load-more';
import { MySmartTagsQueryDocument } from './smart-tags.graphql';
import './smart-tags.css';
import { paths } from '../../lib/paths';

/** `/homepage/active/{topicId}/preview/{postId}`: where a tagged post opens. */
export const previewPath = paths.postPreview;

/**
 * The SmartTag tab (active-topic.md §2, §4): my tagged posts in this topic, newest first, 5 a page
 * as the last one scrolls into view; each opens the post's preview. A failure to load is not shown
 * as an error (§8: "smart tag fetch … ignored silently"): the tab shows its empty state and the rest
 * of the page works. `viewerIsOwner` changes nothing here (tags are private to each person).
 */
export function SmartTagTab({ topicId }: { topicId: string; viewerIsOwner: boolean }) {
  const { data, loading, fetchMore } = useQuery(MySmartTagsQueryDocument, {
    variables: { topicId, first: LIMITS.smartTagsPageSize },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'ignore',
  });
  const connection = data?.mySmartTags;
  const more = useLoadMore(connection?.pageInfo, fetchMore);

  if (!connection && loading) return <LoadingScreen label="Loading your smart tags…" />;
  const edges = connection?.edges ?? [];
  if (edges.length === 0) {
    return (
      <StatePanel icon={<TagIcon size={26} />} title="No smart tags yet">
        Tag a post with Add Smart Tag in its menu to find it here again. Only you see your tags.
      </StatePanel>
    );
  }
  return (
    <section className="smart-tags" aria-label="Smart tags">
      <ul className="smart-tags__list" aria-label="My tagged posts">
        {edges.map(({ node }, i) => (
          <li key={node.id} className="smart-tags__item pm-card" ref={i === edges.length - 1 ? more.lastRef : undefined}>
            <Link className="smart-tags__link" to={previewPath(topicId, node.postId)}>
              <span className="smart-tags__tag">
                <TagIcon size={14} aria-hidden="true" />
                {node.tagName}
              </span>
              <span className="smart-tags__excerpt">{node.excerpt || 'A post with images'}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* a page that fails to load just stops the list (the spec swallows smart tag failures) */}
      <ListFooter {...more} failed={false} onMore={() => void more.loadMore()} what="smart tags" />
    </section>
  );
}
