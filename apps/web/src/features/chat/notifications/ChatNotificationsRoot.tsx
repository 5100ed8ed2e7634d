// Everything about notifications a signed-in tab runs beside every page: the desktop
// notifications and the prompt asking for the permission. The default export of the lazy chunk
// app/realtime/SignedInRealtime.tsx renders.
import ChatNotifications from './ChatNotifications';
import NotificationPrompt from './NotificationPrompt';

export default function ChatNotificationsRoot() {
  return (
    <>
      <ChatNotifications />
      <NotificationPrompt />
    </>
  );
}
