// Chat's visible texts and messages, copied exactly from member-site.md §2, §5, §8 and
// back-office.md §2, §8 where the documents give them; the rest are the screens' own words.

export const CHAT_MESSAGES = {
  pleaseLogIn: 'Please Log In',
  pleaseLogInText: 'You need to be logged in to access the chat system.',
  selectConversation: 'Select a Conversation',
  tabs: { chats: 'Chats', groups: 'Groups', requests: 'Requests', findUsers: 'Find Users' },
  administrator: 'Administrator',
  member: 'Member',
  sendFiles: 'Send Files',
  download: 'Download',
  delete: 'Delete',
  clearAll: 'Clear All Messages',
  encrypted: '[Encrypted message: backend should decrypt before sending]',
  // member-site.md §5
  tooManyFiles: 'Maximum 10 files allowed',
  fileTooLarge: (file: string) => `${file} is too large. Maximum size is 50 MB`,
  fileType: (file: string) => `${file} is not a supported file type`,
  noConversation: 'No conversation selected.',
  // member-site.md §8: fetches
  fetchConversationsFailed: 'Failed to fetch conversations.',
  fetchRequestsFailed: 'Failed to fetch friend requests.',
  fetchUsersFailed: 'Failed to fetch users.',
  fetchRoomsFailed: 'Failed to fetch group chat rooms.',
  fetchMessagesFailed: 'Failed to fetch messages.',
  fetchRoomMessagesFailed: 'Failed to fetch group chat messages.',
  // actions
  respondFailed: 'Error responding to request',
  startFailed: 'Error starting conversation',
  requestFailed: 'Error sending friend request',
  sendFailed: 'Error sending message',
  filesFailed: 'Failed to send files',
  uploadFailed: 'Failed to upload files. Please try again.',
  clearFailed: 'Failed to clear chat',
  deleteFileFailed: 'Error deleting file',
  accepted: 'Friend request accepted! You can now chat with this user.',
  declined: 'Friend request declined',
  requestSent: 'Friend request sent!',
  filesSent: 'Files sent successfully!',
  cleared: 'All messages cleared successfully!',
  roomCleared: 'All group messages cleared successfully!',
  // notifications (member-site.md §2, §8)
  notifyTitle: 'Enable Notifications',
  notifyNotNow: 'Not Now',
  notifyEnable: 'Enable Notifications',
  notificationTitle: (name: string | null | undefined) => `New message from ${name || 'Unknown User'}`,
  notificationBody: (text: string | null | undefined) => text || 'New message',
  /** A conversation's last message when it carried files only. */
  filesSummary: (count: number, firstName: string) => (count === 1 ? `📎 ${firstName}` : `📎 ${count} files`),
} as const;

/** Answers of the chat server calls (platform.md §6). */
export const CHAT_ERRORS = {
  conversationNotFound: 'Conversation not found',
  roomNotFound: 'Room not found',
  messageNotFound: 'Message not found',
  attachmentNotFound: 'Attachment not found',
  requestNotFound: 'Friend request not found',
  userNotFound: 'User not found',
  selfRequest: 'You cannot send a friend request to yourself',
  requestPending: 'A friend request between you is already pending',
  alreadyFriends: 'You are already friends',
  notFriends: 'You can only start a conversation with a friend',
  blocked: 'You cannot contact this user',
  selfBlock: 'You cannot block yourself',
  roomClearAdminOnly: 'Only administrators can clear a group room',
  noFiles: 'No files were sent',
  quotaExceeded: 'You have reached your upload limit for today. Please try again tomorrow.',
  alreadyMember: 'Already a member of this room',
  notPrivate: 'Only private rooms have members',
  reportExists: 'You have already reported this message',
  selfConversation: 'You cannot start a conversation with yourself',
  notMember: 'Not a member of this room',
  reportResolved: 'This report has already been handled',
  reportNotFound: 'Report not found',
  attachmentDeleteForbidden: 'Only the uploader or an administrator can delete this file',
} as const;

/** back-office.md §2, §8 Chat Management */
export const ADMIN_CHAT_MESSAGES = {
  title: 'Chat Management',
  totalRooms: 'Total Rooms',
  groupRooms: 'Group Rooms',
  privateRooms: 'Private Rooms',
  totalMessages: 'Total Messages',
  createRoom: 'Create Room',
  roomName: 'Room Name',
  roomType: 'Room Type',
  group: 'Group',
  private: 'Private',
  system: 'System',
  confirmDeleteRoom: 'Are you sure you want to delete this chat room? This action cannot be undone.',
  confirmDeleteMessage: 'Are you sure you want to delete this message?',
  fetchRoomsFailed: 'Error fetching chat rooms',
  fetchMessagesFailed: 'Error fetching messages',
  deleteRoomFailed: 'Error deleting chat room',
  deleteMessageFailed: 'Error deleting message',
  createRoomFailed: 'Error creating chat room',
  roomDeleted: 'Chat room deleted successfully',
  messageDeleted: 'Message deleted successfully',
  roomCreated: 'Chat room created successfully',
} as const;

/**
 * member-site.md §5: the file types chat accepts, by extension, with the MIME type each is
 * served as. The server also checks each file's content (platform.md §6).
 */
export const CHAT_FILE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

/** The extension of a file name, lower case ('' when there is none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * member-site.md §2: a body of 32 or more base64-like characters and longer than 30 is shown
 * as the encrypted-message placeholder (a display rule of the web app only, platform.md §6).
 */
export function looksEncrypted(text: string): boolean {
  return text.length > 30 && /^[A-Za-z0-9+/=]{32,}$/.test(text);
}
