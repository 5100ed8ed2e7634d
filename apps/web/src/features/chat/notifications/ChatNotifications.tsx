// Desktop notifications for new chat messages (docs/product/chat.md),
// mounted once per signed-in tab by app/realtime/SignedInRealtime.tsx. docs/product/chat.md: shown
// only when the browser permission is granted, and never for the member's own messages; so also
// for the chat a tab shows (docs/decisions/012). Once per message however many tabs are open
// (notify-once.ts); clicking a notification brings its tab forward with that chat open.
import { useNavigate } from 'react-router';
import { useSocketEvent } from '../../../lib/realtime/hooks';
import { getSession } from '../../../lib/session';
import { targetOfEvent } from '../chat-target';
import { claimNotification, messageKey } from './notify-once';
import { notificationPermission } from './notification-support';
import { chatAddress } from './chat-address';
import { showChatNotification } from './show-chat-notification';

export default function ChatNotifications() {
  const navigate = useNavigate();

  useSocketEvent('new_message', (event) => {
    const chat = targetOfEvent(event);
    const me = getSession().user?.id;
    if (!chat || event.message.is_own || (me !== undefined && event.sender_id === me)) return;
    if (notificationPermission() !== 'granted') return;
    const key = messageKey(chat, event.message.id);
    void claimNotification(key).then((mine) => {
      if (mine && notificationPermission() === 'granted') {
        showChatNotification(event, `clanhall-chat-${key}`, () => void navigate(chatAddress(chat)));
      }
    });
  });

  return null;
}
