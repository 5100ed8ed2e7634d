// Chat's visible texts and messages, copied exactly from docs/product/chat.md and
// docs/product/back-office.md where the documents give them; the rest are the screens' own words.

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
  // docs/product/chat.md
  tooManyFiles: 'Maximum 10 files allowed',
  fileTooLarge: (file: string) => `${file} is too large. Maximum size is 50 MB`,
  fileType: (file: string) => `${file} is not a supported file type`,
  noConversation: 'No conversation selected.',
  // docs/product/chat.md: fetches
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
  // notifications (docs/product/chat.md)
  notifyTitle: 'Enable Notifications',
  notifyNotNow: 'Not Now',
  notifyEnable: 'Enable Notifications',
  notificationTitle: (name: string | null | undefined) => `New message from ${name || 'Unknown User'}`,
  notificationBody: (text: string | null | undefined) => text || 'New message',
  /** A conversation's last message when it carried files only. */
  filesSummary: (count: number, firstName: string) => (count === 1 ? `📎 ${firstName}` : `📎 ${count} files`),
} as const;

/** Answers of the chat server calls (docs/product/chat.md). */
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

/** docs/product/back-office.md Chat Management */
export const ADMIN_CHAT_MESSAGES = {
  title: 'Chat Management',
  totalRooms: 'Total Rooms',
  groupRooms: 'Group Rooms',
  privateRooms: 'Private Rooms',
  totalMessages: 'Total Messages',
  /** The messages dialog's count: not the tile's words, so 'Total Messages' stays the tile's alone. */
  roomMessageCount: (n: number) => `${n} ${n === 1 ? 'message' : 'messages'} in this room`,
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
  // The screen's own words around the document's (docs/product/back-office.md gives the ones above).
  /** docs/product/back-office.md Admin Sections: the dashboard card. */
  sectionText: 'Rooms, their members and messages, and reports.',
  subtitle: 'Open rooms, keep private ones private, and answer what members report.',
  loading: 'Loading chat rooms...',
  retry: 'Try again',
  roomsTab: 'Rooms',
  reportsTab: 'Reports',
  emptyRooms: 'No chat rooms yet. Create one to get the hall talking.',
  colName: 'Name',
  colType: 'Type',
  colMessages: 'Messages',
  colCreatedBy: 'Created By',
  colCreated: 'Created',
  colActions: 'Actions',
  openToAll: 'Open to every member',
  memberCount: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`,
  messageCount: (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`,
  createdBy: (name: string) => `by ${name}`,
  viewMessages: 'View Messages',
  manageMembers: 'Manage Members',
  deleteRoom: 'Delete Room',
  deleteRoomTitle: 'Delete Chat Room',
  deleteMessage: 'Delete Message',
  delete: 'Delete',
  create: 'Create',
  creating: 'Creating...',
  cancel: 'Cancel',
  close: 'Close',
  typeHelp: {
    group: 'Open to every member of the club.',
    private: 'Only administrators and the members you add can read and write.',
  },
  // The messages dialog.
  messagesLoading: 'Loading messages...',
  noMessages: 'No messages in this room yet.',
  loadOlder: 'Load older messages',
  attachment: 'Attachment',
  // Private rooms' members (docs/product/chat.md).
  membersTitle: (room: string) => `Members of ${room}`,
  membersIntro: 'Administrators can always open a private room; members only once you add them here.',
  membersLoading: 'Loading members...',
  noMembers: 'No members yet: only administrators can see this room.',
  chooseUser: 'Choose a user',
  noUsersLeft: 'Everyone is already a member',
  add: 'Add',
  adding: 'Adding...',
  removeMember: 'Remove member',
  fetchMembersFailed: 'Error fetching members',
  fetchUsersFailed: 'Error fetching users',
  addMemberFailed: 'Error adding member',
  removeMemberFailed: 'Error removing member',
  memberAdded: 'Member added successfully',
  memberRemoved: 'Member removed successfully',
  // The moderation queue (docs/product/chat.md: see, dismiss, delete the message).
  reportsLoading: 'Loading reports...',
  reportsEmpty: 'No open reports. Nothing waits for moderation.',
  fetchReportsFailed: 'Error fetching reports',
  colMessage: 'Reported Message',
  colAuthor: 'Author',
  colReporter: 'Reported By',
  colWhere: 'Where',
  colReported: 'Reported',
  where: { room: 'Room message', direct: 'Direct message' },
  inRoom: (name: string) => `In ${name}`,
  messageGone: 'The message has already been removed.',
  unknownAuthor: 'Unknown',
  reason: 'Reason',
  reportedBy: (name: string) => `Reported by ${name}`,
  dismiss: 'Dismiss',
  dismissReport: 'Dismiss Report',
  confirmDismiss: 'Dismiss this report? The message stays where it is.',
  reportDismissed: 'Report dismissed successfully',
  dismissFailed: 'Error dismissing report',
  openReports: (n: number) => `${n} open ${n === 1 ? 'report' : 'reports'}`,
} as const;

/**
 * docs/product/chat.md: the file types chat accepts, by extension, with the MIME type each is
 * served as. The server also checks each file's content (docs/product/chat.md).
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
 * docs/product/chat.md: a body of 32 or more base64-like characters and longer than 30 is shown
 * as the encrypted-message placeholder (a display rule of the web app only, docs/product/chat.md).
 */
export function looksEncrypted(text: string): boolean {
  return text.length > 30 && /^[A-Za-z0-9+/=]{32,}$/.test(text);
}

/**
 * The /messages screen's own words where the documents give none: empty lists, buttons, the
 * typing line, and block and report (docs/product/chat.md, beyond the documents).
 */
export const CHAT_SCREEN = {
  heading: 'Messages',
  search: 'Search',
  openList: 'Open conversations',
  selectConversationText: 'Choose a chat or a group from the list to start talking.',
  noConversations: 'No conversations yet',
  moreConversations: 'Load more conversations',
  moreUsers: 'Load more users',
  noConversationsText: 'Find a member under Find Users and send a friend request.',
  noRooms: 'No group rooms yet',
  noRequests: 'No pending requests',
  noUsers: 'No users found',
  noMatches: 'Nothing matches your search',
  noMessages: 'No messages yet. Say hello!',
  received: 'Received',
  sent: 'Sent',
  wantsToConnect: 'Wants to chat',
  awaitingReply: 'Awaiting reply',
  accept: 'Accept',
  decline: 'Decline',
  openChat: 'Open chat',
  sendRequest: 'Send friend request',
  sendingRequest: 'Sending request',
  requestPending: 'Request pending',
  requestSentState: 'Request sent',
  groupRoom: 'Group room',
  privateRoom: 'Private room',
  messagePlaceholder: 'Type a message...',
  send: 'Send',
  attach: 'Attach files',
  moreActions: 'Conversation actions',
  messageActions: 'Message actions',
  loadingOlder: 'Loading earlier messages',
  notSent: 'Not sent',
  retry: 'Retry',
  sending: 'Sending...',
  reconnecting: 'Reconnecting...',
  retryLoad: 'Try again',
  typing: (names: readonly string[]) =>
    names.length === 1
      ? `${names[0]} is typing...`
      : names.length === 2
        ? `${names[0]} and ${names[1]} are typing...`
        : 'Several people are typing...',
  clearTitle: 'Clear All Messages',
  clearConversationText: 'Delete every message in this conversation, for both of you? This cannot be undone.',
  clearRoomText: 'Delete every message in this room, for everyone? This cannot be undone.',
  clearConfirm: 'Clear All',
  // Block (docs/product/chat.md, beyond the documents)
  block: 'Block user',
  unblock: 'Unblock user',
  blockTitle: (name: string) => `Block ${name}?`,
  blockText:
    'Neither of you will be able to send the other friend requests or messages, and neither will see the other in Find Users. You can unblock them later.',
  blockConfirm: 'Block',
  blocked: (name: string) => `${name} has been blocked.`,
  unblocked: (name: string) => `${name} has been unblocked.`,
  blockFailed: 'Error blocking user',
  unblockFailed: 'Error unblocking user',
  blockedNotice: 'You have blocked this user. Unblock them to send messages.',
  // Report (docs/product/chat.md, beyond the documents)
  report: 'Report message',
  reportTitle: 'Report Message',
  reportText: 'The moderators will review this message. Tell them what is wrong with it (optional).',
  reportReason: 'Reason',
  reportConfirm: 'Report',
  reported: 'Message reported. A moderator will review it.',
  reportFailed: 'Error reporting message',
} as const;

/**
 * The Send Files dialog and the attachments' own words (docs/product/chat.md names the parts:
 * the dialog, the attachment menu, the video player with minutes:seconds).
 */
export const CHAT_FILE_TEXTS = {
  dropHere: 'Drag files here, or',
  choose: 'Choose Files',
  chooseMore: 'Add More Files',
  limits: 'Up to 10 files, 50 MB each: images, documents, video, audio and archives.',
  noneChosen: 'No files chosen yet.',
  chosen: (count: number, size: string) => `${count} ${count === 1 ? 'file' : 'files'} · ${size}`,
  caption: 'Message (optional)',
  send: 'Send',
  sending: 'Sending...',
  cancel: 'Cancel',
  close: 'Close',
  remove: (name: string) => `Remove ${name}`,
  uploading: (percent: number) => `Uploading... ${percent}%`,
  processing: 'Checking the files...',
  cancelled: 'Upload cancelled. Nothing was sent.',
  fileList: 'Files to send',
  options: (name: string) => `Options for ${name}`,
  playVideo: (name: string) => `Play video ${name}`,
  openImage: (name: string) => `Open image ${name}`,
  deleteTitle: 'Delete File',
  deleteText: (name: string) => `Delete "${name}"? It is removed for everyone in this chat and cannot be undone.`,
  deleted: 'File deleted',
  videoUnplayable: 'This video cannot be played in the browser. Download it to watch it.',
} as const;

/** The notification prompt's own words (docs/product/chat.md 'Notification prompt dialog'). */
export const CHAT_NOTIFY_TEXTS = {
  question: 'Would you like to receive browser notifications when new chat messages arrive?',
  note: 'You can change this later in your browser preferences.',
} as const;
