import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';

// The create forms (and the date picker) load when an admin first opens one.
const CreateSessionModal = lazy(() =>
  import('./create-session-modal').then((m) => ({ default: m.CreateSessionModal })),
);
const CreateMeetingModal = lazy(() =>
  import('./create-meeting-modal').then((m) => ({ default: m.CreateMeetingModal })),
);

/**
 * SPEC.md: Create Session, Create Meeting and Check Attendance for admins; Create Referral for
 * everyone, opening the Create tab (DESIGN.md ruling).
 */
export function ActionButtons({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'session' | 'meeting' | null>(null);
  return (
    <Group gap="xs" wrap="wrap">
      {isAdmin ? (
        <>
          <Button onClick={() => setOpen('session')}>Create Session</Button>
          <Button onClick={() => setOpen('meeting')}>Create Meeting</Button>
        </>
      ) : null}
      <Button
        variant={isAdmin ? 'light' : 'filled'}
        onClick={() => void navigate('/referrals', { state: { tab: 'create' } })}
      >
        Create Referral
      </Button>
      {isAdmin ? (
        <Button variant="light" onClick={() => void navigate('/attendance')}>
          Check Attendance
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {open === 'session' ? <CreateSessionModal opened onClose={() => setOpen(null)} /> : null}
        {open === 'meeting' ? <CreateMeetingModal opened onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </Group>
  );
}
