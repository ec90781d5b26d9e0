import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** The strip at the top of the screen while the phone has no connection. */
export function OfflineStrip({ children }: { children: ReactNode }) {
  return (
    <Alert role="status" color="gray" variant="filled" radius={0} py={6} ta="center">
      {children}
    </Alert>
  );
}
