import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

/** Tells a briefly offline member that what they see is the last saved copy. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert role="status" color="gray" variant="filled" radius={0} py={6} ta="center">
      You are offline. Showing your last saved data.
    </Alert>
  );
}
