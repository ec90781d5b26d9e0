import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './live-notices.css';
import { Notifications } from '@mantine/notifications';

export default function NotificationsContainer() {
  // Not in a portal: its containers are fixed to the window anyway, and a portal mounts empty
  // and then renders them in a second, synchronous pass.
  return <Notifications position="top-center" limit={3} withinPortal={false} />;
}
