// A desktop notification for someone else's message (docs/product/chat.md 'Notifications'): title
// 'New message from' and the sender's name ('Unknown User' without one), the message text as
// body ('New message' when there is none, e.g. files only), the site's logo as icon. The
// encrypted-looking text rule of the message list applies here too (docs/product/chat.md).
import { CHAT_MESSAGES, looksEncrypted, type NewMessageEvent } from '@clanhall/shared';

export const NOTIFICATION_ICON = '/logo192.png';

export function messageText(event: NewMessageEvent): string {
  const { message } = event;
  const text = 'content' in message ? message.content : message.message;
  return looksEncrypted(text) ? CHAT_MESSAGES.encrypted : text;
}

export function showChatNotification(event: NewMessageEvent, tag: string, onOpen: () => void): void {
  let notification: Notification;
  try {
    notification = new window.Notification(CHAT_MESSAGES.notificationTitle(event.username), {
      body: CHAT_MESSAGES.notificationBody(messageText(event).trim()),
      icon: NOTIFICATION_ICON,
      // The same message never stacks twice in the system's list, whatever happens.
      tag,
    });
  } catch (error) {
    // Some mobile browsers only show notifications through a service worker, which the site
    // does not have: the message is in the chat all the same.
    console.warn('Chat: the desktop notification could not be shown', error);
    return;
  }
  notification.onclick = () => {
    window.focus();
    onOpen();
    notification.close();
  };
}
