import { ComingSoon } from '@/features/shared/coming-soon';

export function ProfilePage() {
  return <ComingSoon title="Edit Profile" />;
}
