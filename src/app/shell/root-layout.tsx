import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onSignedOutByServer } from '@/repository/auth-repository';
import { VisitorOfflineBanner } from '@/app/notices/offline-banner';
import { WriteNotifier } from '@/app/notices/write-notifier';
import { translate } from '@/ui/i18n/i18n';

/** Wraps every route: watches for a sign-in the server ended, shows offline state and write alerts. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(
    () =>
      onSignedOutByServer(() => {
        // In the language shown now: the login screen shows the notice as it was handed over.
        const notice = translate('login.signedOutByServer');
        void navigate('/login', { replace: true, state: { notice } });
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
