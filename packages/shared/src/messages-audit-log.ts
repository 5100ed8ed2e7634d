// The audit log (docs/product/back-office.md): the sentences the server writes for each administrator change
// (AUDIT_SUMMARIES, stored with the entry, so a renamed object keeps the name it had), the
// actions' labels, and the words of the /admin/audit screen. A summary names the object and
// never carries a secret: passwords and the mail server's settings are named, never quoted.
import { ROLE_LABELS } from './messages.js';
import { ORDER_STATUS_LABELS } from './messages-orders.js';
import { ADMIN_USER_STATUS_LABELS } from './messages-admin-users.js';
import type { AuditAction, AuditArea, OrderStatus, PostStatus, Role, UserStatus } from './constants.js';

const quoted = (name: string) => `“${name}”`;

/** The account fields an edit can change, as the summary names them. */
export type AuditedUserField =
  'username' | 'email' | 'password' | 'first name' | 'last name' | 'profile image' | 'role' | 'status';

/** Where a moderated message was: a room (by name) or a direct conversation. */
export interface AuditedMessagePlace {
  author: string | null;
  roomName: string | null;
}

function messageDescription(place: AuditedMessagePlace): string {
  if (place.author === null) return 'a message no longer there';
  return place.roomName === null
    ? `a direct message by ${place.author}`
    : `a message by ${place.author} in room ${quoted(place.roomName)}`;
}

const USER_STATUS_VERBS: Record<UserStatus, string> = { active: 'Activated', banned: 'Banned', disabled: 'Disabled' };

export const AUDIT_SUMMARIES = {
  userCreated: (username: string, role: Role) => `Created user ${username} (${ROLE_LABELS[role]})`,
  /** e.g. "Updated user alicia (was alice): username, role Administrator, password". */
  userUpdated: (username: string, formerName: string | null, changes: string[]) =>
    `Updated user ${username}${formerName ? ` (was ${formerName})` : ''}${changes.length ? `: ${changes.join(', ')}` : ' (no changes)'}`,
  userRoleChange: (role: Role) => `role ${ROLE_LABELS[role]}`,
  userStatusChange: (status: UserStatus) => `status ${ADMIN_USER_STATUS_LABELS[status]}`,
  userStatus: (username: string, status: UserStatus) => `${USER_STATUS_VERBS[status]} user ${username}`,
  userDeleted: (username: string) => `Deleted user ${username}`,
  /** An administrator who deleted their own account from the profile. */
  ownAccountDeleted: (username: string) => `Deleted their own account ${username}`,

  postCreated: (title: string, status: PostStatus) => `Created ${status === 'draft' ? 'draft ' : ''}post ${quoted(title)}`,
  postUpdated: (title: string) => `Edited post ${quoted(title)}`,
  postStatus: (title: string, status: PostStatus) =>
    `${status === 'published' ? 'Published' : 'Unpublished'} post ${quoted(title)}`,
  postDeleted: (title: string) => `Deleted post ${quoted(title)}`,

  productCreated: (name: string) => `Created product ${quoted(name)}`,
  productUpdated: (name: string) => `Edited product ${quoted(name)}`,
  productDeleted: (name: string) => `Deleted product ${quoted(name)}`,
  categoryCreated: (name: string) => `Created category ${quoted(name)}`,
  categoryUpdated: (name: string) => `Edited category ${quoted(name)}`,
  categoryDeleted: (name: string) => `Deleted category ${quoted(name)}`,

  orderStatus: (orderNumber: string, status: OrderStatus) => `Set order ${orderNumber} to ${ORDER_STATUS_LABELS[status]}`,
  orderItemStatus: (itemName: string, orderNumber: string, status: OrderStatus) =>
    `Set item ${quoted(itemName)} of order ${orderNumber} to ${ORDER_STATUS_LABELS[status]}`,

  roomCreated: (name: string, type: 'group' | 'private') => `Created ${type} room ${quoted(name)}`,
  roomDeleted: (name: string) => `Deleted room ${quoted(name)}`,
  roomCleared: (name: string, count: number) => `Cleared room ${quoted(name)} (${count} ${count === 1 ? 'message' : 'messages'})`,
  roomMemberAdded: (username: string, roomName: string) => `Added ${username} to room ${quoted(roomName)}`,
  roomMemberRemoved: (username: string, roomName: string) => `Removed ${username} from room ${quoted(roomName)}`,
  messageDeleted: (place: AuditedMessagePlace) => `Deleted ${messageDescription(place)}`,
  attachmentDeleted: (fileName: string, place: AuditedMessagePlace) =>
    `Deleted file ${quoted(fileName)} from ${messageDescription(place)}`,
  reportDismissed: (reporter: string, place: AuditedMessagePlace) =>
    `Dismissed ${reporter}’s report of ${messageDescription(place)}`,
  reportRemoved: (reporter: string, place: AuditedMessagePlace) =>
    place.author === null
      ? `Closed ${reporter}’s report of a message no longer there`
      : `Removed ${messageDescription(place)}, reported by ${reporter}`,

  /** Keys only: a value may be a secret (smtp_config holds the mail password). */
  settingsSaved: (keys: string[]) => `Saved settings: ${keys.join(', ')}`,

  contactMessageRead: (sender: string, isRead: boolean) => `Marked the message from ${sender} as ${isRead ? 'read' : 'unread'}`,
  contactMessageDeleted: (sender: string) => `Deleted the message from ${sender}`,

  planCreated: (name: string) => `Created membership plan ${quoted(name)}`,
  planUpdated: (name: string) => `Edited membership plan ${quoted(name)}`,
  planDeactivated: (name: string) => `Stopped offering membership plan ${quoted(name)}`,
  planDeleted: (name: string) => `Deleted membership plan ${quoted(name)}`,
  membershipStarted: (username: string, planName: string) => `${username} joined on plan ${quoted(planName)}`,
  membershipGranted: (username: string) => `Made ${username} a member`,
  membershipEnded: (username: string) => `Ended the membership of ${username}`,
  membershipRenewed: (username: string, planName: string) => `Renewed the membership of ${username} (${quoted(planName)})`,
  membershipRenewalFailed: (username: string, planName: string) =>
    `The renewal of ${username}’s membership (${quoted(planName)}) failed`,
  membershipLapsed: (username: string) => `The membership of ${username} lapsed`,
  membershipCancelled: (username: string) => `${username} cancelled their membership`,
  membershipResumed: (username: string) => `${username} resumed their membership`,
  applicationApproved: (username: string) => `Approved the application of ${username}`,
  applicationDeclined: (username: string) => `Declined the application of ${username}`,
  invitationSent: (email: string) => `Invited ${email} to become a member`,
} as const;

/** The Action column: a short name per code (the code itself is shown beside it). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.created': 'User created',
  'user.updated': 'User edited',
  'user.status': 'User status',
  'user.deleted': 'User deleted',
  'post.created': 'Post created',
  'post.updated': 'Post edited',
  'post.status': 'Post status',
  'post.deleted': 'Post deleted',
  'product.created': 'Product created',
  'product.updated': 'Product edited',
  'product.deleted': 'Product deleted',
  'category.created': 'Category created',
  'category.updated': 'Category edited',
  'category.deleted': 'Category deleted',
  'order.status': 'Order status',
  'order-item.status': 'Item status',
  'room.created': 'Room created',
  'room.deleted': 'Room deleted',
  'room.cleared': 'Room cleared',
  'room-member.added': 'Member added',
  'room-member.removed': 'Member removed',
  'message.deleted': 'Message deleted',
  'attachment.deleted': 'File deleted',
  'report.dismissed': 'Report dismissed',
  'report.removed': 'Reported message removed',
  'settings.saved': 'Settings saved',
  'contact-message.read': 'Inbox message marked',
  'contact-message.deleted': 'Inbox message deleted',
  'plan.created': 'Plan created',
  'plan.updated': 'Plan edited',
  'plan.deactivated': 'Plan deactivated',
  'plan.deleted': 'Plan deleted',
  'membership.started': 'Member joined',
  'membership.granted': 'Membership granted',
  'membership.ended': 'Membership ended',
  'membership.renewed': 'Membership renewed',
  'membership.renewal-failed': 'Renewal failed',
  'membership.lapsed': 'Membership lapsed',
  'membership.cancelled': 'Membership cancelled',
  'membership.resumed': 'Membership resumed',
  'application.approved': 'Application approved',
  'application.declined': 'Application declined',
  'invitation.sent': 'Invitation sent',
};

export const ADMIN_AUDIT_TEXTS = {
  title: 'Audit Log',
  subtitle: 'Every change made in the back office: who, when and what.',
  sectionText: 'Who changed what in the back office, and when.',
  loading: 'Loading the audit log...',
  loadFailed: 'Failed to load the audit log',
  retry: 'Retry',
  loadMore: 'Load more',
  loadMoreFailed: 'Failed to load older entries',
  empty: 'Nothing recorded yet',
  emptyText: 'Changes made in the back office will be listed here as they happen.',
  colWhen: 'When',
  colWho: 'Who',
  colAction: 'Action',
  colWhat: 'What',
  /** The actor's account was deleted since; the name it had is kept. */
  formerAccount: 'account deleted',
  end: 'That is everything recorded.',
  filtersLabel: 'Filter the audit log',
  areaLabel: 'Area',
  allAreas: 'All areas',
  /** The link on an administrator's name, and the chip saying the list is narrowed to them. */
  onlyActor: (name: string) => `Show only changes by ${name}`,
  byActor: (name: string) => `By ${name}`,
  clearActor: 'Show changes by every administrator',
  noMatch: 'No changes match these filters',
  noMatchText: 'Choose another area or administrator, or clear the filters.',
  clearFilters: 'Clear filters',
} as const;

/** The Area filter: what each part of the back office is called. */
export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  user: 'Users',
  post: 'Blog posts',
  product: 'Products',
  category: 'Categories',
  order: 'Orders',
  'order-item': 'Order items',
  room: 'Chat rooms',
  'room-member': 'Room members',
  message: 'Chat messages',
  attachment: 'Chat files',
  report: 'Reports',
  settings: 'Settings',
  'contact-message': 'Inbox',
  plan: 'Membership plans',
  membership: 'Memberships',
  application: 'Applications',
  invitation: 'Invitations',
};
