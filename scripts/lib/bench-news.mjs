// Issue 20: the cost of live alerts' news detection per poll, with 500 referrals in each list:
// both lists compared with their previous answer, and the 'New' marks worked out again.
import { tsImport } from 'tsx/esm/api';

const SIZE = 500;
const TRIES = 400;

const referral = (id, status) => ({
  id: String(id),
  description: `Referral ${id}`,
  status,
  createdAt: Date.UTC(2026, 0, 1) + id * 60_000,
  sender: { id: String(1000 + id), fullname: `Member ${id}`, avatarUrl: null },
  recipient: { id: String(2000 + id), fullname: `Member ${id + 1}`, avatarUrl: null },
});

export async function newsDetectionTimings() {
  const news = await tsImport('../../src/domain/referral-news.ts', {
    parentURL: import.meta.url,
    tsconfig: 'tsconfig.app.json', // for the @/ paths
  });
  const statuses = ['pending', 'in process', 'done'];
  const before = Array.from({ length: SIZE }, (_, i) => referral(i, statuses[i % 3]));
  // The next answer: one new referral on top, one status changed, the rest as they were (new
  // objects, as a network answer would be).
  const after = [referral(SIZE, 'pending'), ...before.slice(0, -1).map((r) => ({ ...r }))];
  after[10] = { ...after[10], status: 'done' };
  const seen = news.withSentSeen(
    news.withReceivedSeen(
      news.NOTHING_SEEN,
      before.map((r) => r.id),
    ),
    before,
  );
  const poll = () => {
    news.receivedNews(before, after);
    news.sentNews(before, after);
    news.unseenReceived(after, seen);
    news.unseenSent(after, seen);
  };
  for (let i = 0; i < 50; i += 1) poll(); // warm up
  const samples = [];
  for (let i = 0; i < TRIES; i += 1) {
    const start = performance.now();
    poll();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    newsDetection500MsMedian: Number(samples[Math.floor(TRIES / 2)].toFixed(3)),
    newsDetection500MsP95: Number(samples[Math.floor(TRIES * 0.95)].toFixed(3)),
  };
}
