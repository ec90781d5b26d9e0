import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './live-notices.css';
import { Notifications } from '@mantine/notifications';

export default function NotificationsContainer() {
  return <Notifications position="top-center" limit={3} />;
}
