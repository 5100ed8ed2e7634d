// What a signed-in tab that may chat runs beside every page: the socket, the desktop
// notifications for new messages and the prompt asking for their permission. Its own lazy chunk.
import ChatNotificationsRoot from '../../features/chat/notifications/ChatNotificationsRoot';
import RealtimeConnection from './RealtimeConnection';

export default function SignedInRealtime({ token }: { token: string }) {
  return (
    <>
      <RealtimeConnection token={token} />
      <ChatNotificationsRoot />
    </>
  );
}
