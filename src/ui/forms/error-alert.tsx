import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one inline red alert of the screens: a failed load or a refused form, announced at once
 * (role "alert"). Long server messages wrap instead of widening the page on a phone.
 */
export function ErrorAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} className="wrap-anywhere">
      {children}
    </Alert>
  );
}
