/**
 * Notices what changed between two answers of the referral lists (docs/behaviour.md#live-alerts),
 * whichever screen's poll fetched them.
 */
import { useEffect, useRef } from 'react';
import type { ReferralsResult } from '@/api/referrals-api';
import { receivedNews, sentNews, type ReferralNews } from '@/domain/referral-news';
import type { Referral } from '@/domain/types';
import { currentMemberKey } from '@/repository/member-key';
import { useMemberEngine } from '@/repository/member-data-provider';
import { isSameKey, queryKeys } from '@/repository/query-keys';

const PAGE_STARTED_AT = typeof performance === 'undefined' ? 0 : performance.timeOrigin;

/**
 * Calls `onNews` with what a network answer brought compared with the previous one on this page.
 * The first answer on the page is the starting point (a member opening the app gets marks, not
 * notifications, for what came while away); the cache's own edits (a referral being sent, a
 * status being changed here) are not answers. An identical answer keeps its object (TanStack's
 * structural sharing) and costs one comparison. Nothing is told once the member has changed.
 */
export function useReferralNews(onNews: (news: ReferralNews[]) => void): void {
  const { queryClient, memberKey } = useMemberEngine();
  const latest = useRef(onNews);
  useEffect(() => {
    latest.current = onNews;
  });
  useEffect(() => {
    const lists = [
      { key: queryKeys.referralsReceived(memberKey), detect: receivedNews },
      { key: queryKeys.referralsGiven(memberKey), detect: sentNews },
    ];
    // An answer this page already had before the watch began is the starting point; one restored
    // from the last visit is not (it predates the page), so what came since is marked, not told.
    const previous = new Map<number, readonly Referral[]>();
    lists.forEach(({ key }, index) => {
      const state = queryClient.getQueryState<ReferralsResult>(key);
      if (state?.data && state.dataUpdatedAt >= PAGE_STARTED_AT)
        previous.set(index, state.data.referrals);
    });
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual)
        return;
      const index = lists.findIndex((list) => isSameKey(list.key, event.query.queryKey));
      const list = lists[index];
      const data = event.query.state.data as ReferralsResult | undefined;
      if (!list || !data) return;
      const before = previous.get(index);
      previous.set(index, data.referrals);
      if (before === data.referrals || currentMemberKey() !== memberKey) return;
      const news = list.detect(before, data.referrals);
      if (news.length > 0) latest.current(news);
    });
  }, [queryClient, memberKey]);
}
