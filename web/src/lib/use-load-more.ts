import { useCallback, useRef, useState } from 'react';
import { useInfiniteScroll } from './use-infinite-scroll';

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * The next page of a cursor-paged list: `lastRef` goes on the last item (infinite scroll), and
 * `loadMore` runs at most once at a time. The cache policy appends the page (lib/apollo-client.ts).
 */
export function useLoadMore(pageInfo: PageInfo | undefined, fetchMore: (o: { variables: { after: string } }) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const hasMore = !!pageInfo?.hasNextPage && !!pageInfo.endCursor;

  const loadMore = useCallback(async () => {
    const after = pageInfo?.endCursor;
    if (busy.current || !pageInfo?.hasNextPage || !after) return;
    busy.current = true;
    setLoadingMore(true);
    setFailed(false);
    try {
      await fetchMore({ variables: { after } });
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [pageInfo, fetchMore]);

  const lastRef = useInfiniteScroll(() => void loadMore(), hasMore && !loadingMore && !failed);
  return { hasMore, loadMore, loadingMore, failed, lastRef };
}
