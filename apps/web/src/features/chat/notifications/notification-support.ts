// Whether this browser can show desktop notifications, and what the member answered.
export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** 'default' (not asked yet), 'granted' or 'denied'; 'denied' where there is no Notification API. */
export const notificationPermission = (): NotificationPermission =>
  notificationsSupported() ? window.Notification.permission : 'denied';
