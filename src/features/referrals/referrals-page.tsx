import { ComingSoon } from '@/features/shared/coming-soon';

export function ReferralsPage() {
  return <ComingSoon title="Referrals" />;
}
