// Desktop notifications for new chat messages (member-site.md §4, §5, §8; platform.md §6),
// mounted once per signed-in tab by app/realtime/SignedInRealtime.tsx. Shown only when the
// browser permission is granted, never for the member's own messages, never for the chat the
// member is looking at in any tab, and once per message however many tabs are open
// (notify-once.ts). Which chat a tab shows is read from its address (chat-address.ts); clicking
// a notification brings its tab forward with that chat open.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSocketEvent } from '../../../lib/realtime/hooks';
import { getSession } from '../../../lib/session';
import { targetOfEvent } from '../chat-target';
import { claimNotification } from './notify-once';
import { notificationPermission } from './notification-support';
import { chatAddress, chatInAddress } from './chat-address';
import { chatKey, setOpenChat } from './open-chat';
import { showChatNotification } from './show-chat-notification';
import { startViewingLock } from './viewing-lock';

export default function ChatNotifications() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => setOpenChat(chatInAddress(pathname, search)), [pathname, search]);
  useEffect(() => () => setOpenChat(null), []);
  // Tells the other tabs which chat this one shows (they then stay quiet about it).
  useEffect(() => startViewingLock(), []);

  useSocketEvent('new_message', (event) => {
    const chat = targetOfEvent(event);
    const me = getSession().user?.id;
    if (!chat || event.message.is_own || (me !== undefined && event.sender_id === me)) return;
    if (notificationPermission() !== 'granted') return;
    const key = `${chatKey(chat)}:${event.message.id}`;
    void claimNotification(key, chat).then((mine) => {
      if (mine && notificationPermission() === 'granted') {
        showChatNotification(event, `clanhall-chat-${key}`, () => void navigate(chatAddress(chat)));
      }
    });
  });

  return null;
}
