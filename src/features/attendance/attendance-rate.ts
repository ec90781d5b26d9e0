import type { AttendanceStats } from '@/domain/types';

/** Present out of total as a whole percentage, kept within 0-100; 0 when nothing was held. */
export function attendanceRate({ present, total }: AttendanceStats): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((present / total) * 100)));
}
