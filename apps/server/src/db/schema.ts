// Table types for Kysely. Timestamps are ISO 8601 text and flags are 0/1 integers on both
// SQLite and PostgreSQL so that one query code path serves both (docs/decisions/002).
import type { Generated } from 'kysely';
import type {
  MembershipApplicationsTable,
  MembershipInvitationsTable,
  MembershipPaymentsTable,
  MembershipPlansTable,
  MembershipsTable,
} from './schema-membership.js';
import type {
  AuditAction,
  AuditTargetType,
  OrderStatus,
  PaymentMode,
  PaymentRecordStatus,
  PaymentStatus,
  PostStatus,
  PostVisibility,
  Role,
  UserStatus,
} from '@clanhall/shared';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  role: Role;
  status: UserStatus;
  /**
   * Raised by a password change, 'Sign out everywhere' and a ban or disable: every token
   * issued before stops working, so lifting a ban does not revive them (docs/decisions/003).
   */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A signed-in session; its id is in the token, so logout ends it on the server. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** One counted event of a rate limit (services/rate-limits.ts names the buckets). */
export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  created_at: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  content: string;
  image_url: string | null;
  tags: string;
  status: PostStatus;
  /** docs/product/membership.md: `members` posts show guests and users only their teaser. */
  visibility: Generated<PostVisibility>;
  author_id: number | null;
  author_name: string;
  created_at: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  reason: string;
  message: string;
  ip: string | null;
  is_read: Generated<number>;
  created_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  image_url: string | null;
  sort_order: Generated<number>;
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Money in whole cents (docs/decisions/010). */
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  price_cents: number;
  sale_price_cents: number | null;
  category_id: number | null;
  image_url: string | null;
  stock_quantity: Generated<number>;
  is_active: Generated<number>;
  is_featured: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  quantity: number;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  user_id: number | null;
  username: string;
  total_cents: number;
  item_count: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  /** Whether the payment moved real money (migration 010; docs/decisions/025). */
  payment_mode: PaymentMode;
  /** JSON text of an address object. */
  shipping_address: string;
  billing_address: string;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  description: string | null;
  price_cents: number;
  quantity: number;
  status: OrderStatus;
}

export interface PaymentsTable {
  id: Generated<number>;
  provider: 'test' | 'stripe';
  intent_id: string;
  user_id: number | null;
  username: string;
  amount_cents: number;
  currency: string;
  status: PaymentRecordStatus;
  /** JSON text: the cart lines the amount was computed from ([{ product_id, quantity, price_cents }]). */
  cart_snapshot: string;
  /** JSON text of the shipping fields, when the checkout sent them with the intent. */
  shipping: string | null;
  order_id: number | null;
  failure_message: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TestPaymentIntentsTable {
  id: string;
  client_secret: string;
  amount_cents: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  metadata: string;
  refunded: Generated<number>;
  /** What the confirming card does on later charges ('pm_card_ok', 'pm_card_fails_later'); null until confirmed. */
  payment_method: string | null;
  created_at: string;
  updated_at: string;
}

export interface FriendRequestsTable {
  id: Generated<number>;
  sender_id: number;
  recipient_id: number;
  /** 'smaller-id:larger-id': one pending request per pair (a partial unique index). */
  pair_key: string;
  status: 'pending' | 'accepted' | 'declined';
  created_at: string;
  responded_at: string | null;
}

/** A pair of friends, kept with user_a < user_b. */
export interface FriendshipsTable {
  user_a: number;
  user_b: number;
  created_at: string;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** A direct conversation between two accounts, kept with user_a < user_b. */
export interface ConversationsTable {
  id: Generated<number>;
  user_a: number;
  user_b: number;
  created_at: string;
  last_message_at: string | null;
  /** The newest message, kept with every send and delete (migration 009). */
  last_message_id: number | null;
}

/**
 * One row per participant of a conversation (migration 009, docs/decisions/028): the list's
 * order (`activity_at`), what is unread to them and the last message they read, kept in the
 * transaction of every send, read and delete.
 */
export interface ConversationParticipantsTable {
  conversation_id: number;
  user_id: number;
  other_id: number;
  activity_at: string;
  unread: Generated<number>;
  read_id: Generated<number>;
  /** The conversation's last message, as conversations.last_message_id (migration 013). */
  last_message_id: number | null;
}

export interface DirectMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number | null;
  /** The sender's username when sent, kept if the account goes. */
  sender_name: string;
  content: string;
  client_id: string | null;
  read_at: string | null;
  created_at: string;
}

export interface ChatRoomsTable {
  id: Generated<number>;
  name: string;
  type: 'group' | 'private';
  created_by: number | null;
  /** Kept with every message written or removed (migration 009). */
  message_count: Generated<number>;
  created_at: string;
}

export interface RoomMembersTable {
  room_id: number;
  user_id: number;
  added_at: string;
}

export interface RoomMessagesTable {
  id: Generated<number>;
  room_id: number;
  sender_id: number | null;
  sender_name: string;
  message: string;
  message_type: string;
  client_id: string | null;
  created_at: string;
}

export interface AttachmentsTable {
  id: Generated<number>;
  direct_message_id: number | null;
  room_message_id: number | null;
  uploader_id: number | null;
  /** Where the bytes are in the private file storage. */
  storage_key: string;
  name: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  created_at: string;
}

export interface MessageReportsTable {
  id: Generated<number>;
  kind: 'direct' | 'room';
  message_id: number;
  reporter_id: number;
  reason: string | null;
  status: 'open' | 'dismissed' | 'removed';
  created_at: string;
  resolved_at: string | null;
}

/** One administrator change (docs/product/back-office.md, docs/decisions/013). */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null once the administrator's account is deleted. */
  actor_id: number | null;
  /** The administrator's username when the change was made. */
  actor_name: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number | null;
  summary: string;
  created_at: string;
}

/** A mailed password reset link (docs/product/accounts-and-sessions.md): the token's SHA-256, single-use, one hour. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface Database {
  users: UsersTable;
  settings: SettingsTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  blog_posts: BlogPostsTable;
  membership_plans: MembershipPlansTable;
  memberships: MembershipsTable;
  membership_payments: MembershipPaymentsTable;
  membership_applications: MembershipApplicationsTable;
  membership_invitations: MembershipInvitationsTable;
  contact_messages: ContactMessagesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  test_payment_intents: TestPaymentIntentsTable;
  friend_requests: FriendRequestsTable;
  friendships: FriendshipsTable;
  blocks: BlocksTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  direct_messages: DirectMessagesTable;
  chat_rooms: ChatRoomsTable;
  room_members: RoomMembersTable;
  room_messages: RoomMessagesTable;
  attachments: AttachmentsTable;
  message_reports: MessageReportsTable;
  audit_log: AuditLogTable;
  password_resets: PasswordResetsTable;
}

export type { MembershipApplicationsTable, MembershipInvitationsTable, MembershipPaymentsTable, MembershipPlansTable, MembershipsTable };
