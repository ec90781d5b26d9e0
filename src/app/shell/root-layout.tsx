import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onSignedOutByServer } from '@/repository/auth-repository';
import { VisitorOfflineBanner } from '@/app/notices/offline-banner';
import { WriteNotifier } from '@/app/notices/write-notifier';

export const SIGNED_OUT_BY_SERVER_NOTICE = 'Your sign-in has expired. Please log in again.';

/** Wraps every route: watches for a sign-in the server ended, shows offline state and write alerts. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(
    () =>
      onSignedOutByServer(() => {
        void navigate('/login', { replace: true, state: { notice: SIGNED_OUT_BY_SERVER_NOTICE } });
      }),
    [navigate],
  );

  return (
    <>
      <VisitorOfflineBanner />
      <WriteNotifier />
      <Outlet />
    </>
  );
}
