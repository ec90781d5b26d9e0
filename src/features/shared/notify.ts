import { notifications } from '@mantine/notifications';

/**
 * SPEC.md's "alerts" (DESIGN.md ruling): an accessible notification carrying the exact text,
 * never window.alert. Errors stay until dismissed so they can be read; successes fade.
 */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 5000 });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: false });
}
