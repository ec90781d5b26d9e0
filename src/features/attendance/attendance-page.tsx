import { ComingSoon } from '@/features/shared/coming-soon';

export function AttendancePage() {
  return <ComingSoon title="Attendance Dashboard" />;
}
