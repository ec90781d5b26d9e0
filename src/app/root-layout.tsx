import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onSessionExpired } from '@/repository/auth-repository';
import { OfflineBanner } from './offline-banner';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please log in again.';

/** Wraps every route: watches for an expired session and shows when the phone is offline. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(
    () =>
      onSessionExpired(() => {
        void navigate('/login', { replace: true, state: { notice: SESSION_EXPIRED_NOTICE } });
      }),
    [navigate],
  );

  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}
