import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, memo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '@/ui/i18n/use-t';

// The create forms (and the date picker) load when an admin first opens one.
const CreateSessionModal = lazy(() =>
  import('./create-session-modal').then((m) => ({ default: m.CreateSessionModal })),
);
const CreateMeetingModal = lazy(() =>
  import('./create-meeting-modal').then((m) => ({ default: m.CreateMeetingModal })),
);

type CreateForm = 'session' | 'meeting';

/**
 * docs/behaviour.md#dashboard: Create Session, Create Meeting and Check Attendance for admins; Create Referral for
 * everyone, opening the Create tab (docs/decisions.md#create-referral-opens-the-create-tab).
 */
export const ActionButtons = memo(function ActionButtons({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState<CreateForm | null>(null);
  // The create forms mount open and unmount on closing, so Mantine's Modal never sees the button
  // that opened them (it only remembers one for a modal mounted closed): focus is handed back
  // here, unless it has already moved somewhere else than the page itself.
  const opener = useRef<HTMLButtonElement | null>(null);
  const openForm = (form: CreateForm, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpen(form);
  };
  useEffect(() => {
    if (open !== null || !opener.current) return;
    const button = opener.current;
    opener.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) button.focus();
  }, [open]);
  return (
    <Group gap="xs" wrap="wrap">
      {isAdmin ? (
        <>
          <Button onClick={(event) => openForm('session', event)}>
            {t('dashboard.createSession')}
          </Button>
          <Button onClick={(event) => openForm('meeting', event)}>
            {t('dashboard.createMeeting')}
          </Button>
        </>
      ) : null}
      <Button
        variant={isAdmin ? 'light' : 'filled'}
        onClick={() => void navigate('/referrals', { state: { tab: 'create' } })}
      >
        {t('dashboard.createReferral')}
      </Button>
      {/* Not from the spec: who offers what (docs/behaviour.md#members). */}
      <Button component={Link} to="/members" variant="light">
        {t('dashboard.findMembers')}
      </Button>
      {isAdmin ? (
        <Button variant="light" onClick={() => void navigate('/attendance')}>
          {t('dashboard.checkAttendance')}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {open === 'session' ? <CreateSessionModal opened onClose={() => setOpen(null)} /> : null}
        {open === 'meeting' ? <CreateMeetingModal opened onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </Group>
  );
});
