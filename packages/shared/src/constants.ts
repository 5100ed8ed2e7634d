// Business constants shared by server and browser. Values are copied from the spec
// (the Constants tables of the pages in docs/product/); change them here only.

export const ROLES = ['admin', 'member', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'banned', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const POST_STATUSES = ['published', 'draft'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** docs/product/membership.md: who reads a post whole (`members`: members and administrators). */
export const POST_VISIBILITIES = ['public', 'members'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

/** docs/product/membership.md: how a club takes members in (`invite`: only administrators make members). */
export const MEMBERSHIP_MODES = ['invite', 'apply', 'paid', 'apply_or_paid'] as const;
export type MembershipMode = (typeof MEMBERSHIP_MODES)[number];
export const membershipModeAllowsApplying = (mode: MembershipMode): boolean => mode === 'apply' || mode === 'apply_or_paid';
export const membershipModeAllowsPaying = (mode: MembershipMode): boolean => mode === 'paid' || mode === 'apply_or_paid';

/** docs/product/membership.md: a plan's billing period. */
export const PLAN_INTERVALS = ['month', 'year', 'lifetime'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** docs/product/membership.md: a membership's state. */
export const MEMBERSHIP_STATUSES = ['active', 'cancelling', 'past_due', 'lapsed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** How a membership began. */
export const MEMBERSHIP_SOURCES = ['payment', 'application', 'invitation', 'grant'] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];

export const APPLICATION_STATUSES = ['open', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** docs/product/membership.md: the constants. */
export const MEMBERSHIP_LIMITS = {
  /** A past-due membership lapses this long after its renewal first failed. */
  graceDays: 3,
  /** An invitation link is single use and valid this long. */
  invitationDays: 7,
  openApplicationsPerUser: 1,
  planNameMax: 100,
  planDescriptionMax: 2000,
  planBenefitsMax: 12,
  planBenefitMax: 120,
  /** Dollars; a plan costs at least Stripe's minimum charge. */
  planPriceMin: 0.5,
  planPriceMax: 100_000,
  applicationMessageMin: 10,
  applicationMessageMax: 2000,
  declineReasonMax: 1000,
  /** Applications one account may send per window (a declined applicant may apply again, not flood the queue). */
  applicationsPerWindow: 3,
  applicationWindowMs: 24 * 60 * 60 * 1000,
  /** The test provider's card that confirms but fails every later charge (a renewal). */
  failingRenewalCard: '4000000000000341',
} as const;

/** docs/product/back-office.md and docs/product/shop-and-payments.md: order and order-item statuses. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** docs/product/shop-and-payments.md */
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * docs/product/shop-and-payments.md: whether an order's payment moved real money. `test` for the built-in test
 * provider and Stripe's test-mode keys, `live` otherwise (docs/decisions/025).
 */
export const PAYMENT_MODES = ['test', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** What happened to one payment (an intent) on its way to an order (docs/product/shop-and-payments.md). */
export const PAYMENT_RECORD_STATUSES = ['requires_payment', 'succeeded', 'failed', 'refunded', 'canceled'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/**
 * docs/product/back-office.md: what the audit log records, one stable code per kind of administrator change
 * (`<object>.<what happened>`). Stored in audit_log.action; a list filter matches a whole code or
 * its object part (`user` matches every `user.*`). Append new codes; never rename stored ones.
 */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.status',
  'user.deleted',
  'post.created',
  'post.updated',
  'post.status',
  'post.deleted',
  'product.created',
  'product.updated',
  'product.deleted',
  'category.created',
  'category.updated',
  'category.deleted',
  'order.status',
  'order-item.status',
  'room.created',
  'room.deleted',
  'room.cleared',
  'room-member.added',
  'room-member.removed',
  'message.deleted',
  'attachment.deleted',
  'report.dismissed',
  'report.removed',
  'settings.saved',
  'contact-message.read',
  'contact-message.deleted',
  'plan.created',
  'plan.updated',
  'plan.deactivated',
  'plan.deleted',
  'membership.started',
  'membership.granted',
  'membership.ended',
  'membership.renewed',
  'membership.renewal-failed',
  'membership.lapsed',
  'membership.cancelled',
  'membership.resumed',
  'application.approved',
  'application.declined',
  'invitation.sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action code is about: its part before the dot (`order-item` of `order-item.status`). */
export type AuditArea = AuditAction extends `${infer Area}.${string}` ? Area : never;
export const auditAreaOf = (action: AuditAction): AuditArea => action.slice(0, action.indexOf('.')) as AuditArea;
/** Every area, in the order of AUDIT_ACTIONS: the audit screen's filter choices. */
export const AUDIT_AREAS: readonly AuditArea[] = [...new Set(AUDIT_ACTIONS.map(auditAreaOf))];

/** What an audit entry's target_id names (settings have none). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'post',
  'product',
  'category',
  'order',
  'order-item',
  'room',
  'message',
  'attachment',
  'report',
  'settings',
  'contact-message',
  'plan',
  'membership',
  'application',
  'invitation',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const CONTACT_REASONS = ['Support', 'Feedback', 'Partnership', 'Other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const SITE_DEFAULTS = {
  site_title: 'Clanhall',
  site_name: 'Clanhall',
  tagline: 'Where Legends Gather',
  site_description:
    'A members-only hall for storytellers, craftspeople and kin. Read our chronicles, gather with friends and claim your seat by the fire.',
} as const;

export const LIMITS = {
  /** docs/product/accounts-and-sessions.md */
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 6,
  passwordMax: 256,
  nameMax: 100,
  emailMax: 254,
  /** A JSON body on most routes: small, so a large body costs an anonymous caller nothing. */
  jsonBodyBytes: 256 * 1024,
  /** docs/product/operating.md: JSON bodies up to 12 MB on the routes that take image data URLs. */
  imageBodyBytes: 12 * 1024 * 1024,
  /** docs/product/back-office.md */
  imageMaxBytes: 10485760,
  imageMaxSide: 1200,
  imageJpegQuality: 0.8,
  postTitleMax: 200,
  postContentMax: 100_000,
  tagsMax: 500,
  contactMessageMax: 5000,
  settingsTextMax: 5000,
  /**
   * docs/product/accounts-and-sessions.md: failed logins allowed in the window, at least 10 wrong passwords per
   * username and address. The login screen tries both doors, so one typed mistake is two
   * failed attempts: 20 per username and address is 10 typed ones. Per address more, since a
   * club's members often share one address (a venue, a proxy) and one person's typos must not
   * lock everyone there out (docs/decisions/023).
   */
  loginFailuresPerUserAddress: 20,
  loginFailuresPerAddress: 100,
  loginFailureWindowMs: 15 * 60 * 1000,
  /** docs/product/accounts-and-sessions.md: registrations per address, counted before any other check. */
  registrationsPerAddress: 10,
  registrationWindowMs: 60 * 60 * 1000,
  /** Profile email changes per address (each tells whether the new address is taken), likewise. */
  emailChangesPerAddress: 10,
  emailChangeWindowMs: 60 * 60 * 1000,
  /** Beyond the documents (docs/product/accounts-and-sessions.md): a mailed reset link is valid this long. */
  passwordResetTtlMs: 60 * 60 * 1000,
  /** Reset requests per address, and reset mails per account, in the window (no mail bombing). */
  passwordResetsPerAddress: 20,
  passwordResetMailsPerAccount: 3,
  passwordResetWindowMs: 60 * 60 * 1000,
  /** Images stored per account (data URLs decoded and re-encoded). */
  imageWritesPerAccount: 60,
  imageWriteWindowMs: 10 * 60 * 1000,
  contactPerWindow: 30,
  contactWindowMs: 10 * 60 * 1000,
  /** Shop (docs/product/shop-and-payments.md). Money travels in dollars with 2 decimals, is kept in cents. */
  priceMax: 1_000_000,
  productNameMax: 200,
  productDescriptionMax: 5000,
  categoryNameMax: 100,
  categoryDescriptionMax: 2000,
  stockMax: 1_000_000,
  cartQuantityMax: 999,
  cartLinesMax: 100,
  shippingFieldMax: 200,
  /** Payment intents and card confirmations per account, and per address, in the window. */
  paymentAttemptsPerAccount: 20,
  paymentAttemptsPerAddress: 60,
  paymentAttemptWindowMs: 10 * 60 * 1000,
  /** A paid payment whose checkout never came is refunded after this long (docs/product/shop-and-payments.md). */
  abandonedPaymentGraceMs: 30 * 60 * 1000,
  /** The shop shows the whole catalogue: larger pages, still capped. */
  shopPageDefault: 200,
  shopPageMax: 500,
  /** Chat (docs/product/chat.md). */
  chatMessageMax: 4000,
  chatPageDefault: 50,
  chatPageMax: 100,
  /** Messages (direct and rooms, a file upload counting as one) an account may send per window (docs/product/chat.md). */
  chatSendsPerAccount: 20,
  chatSendWindowMs: 10_000,
  /** Find Users asks for this many at a time and loads more as the member scrolls. */
  findUsersPage: 50,
  /** A member's conversation list, a page at a time (docs/product/chat.md). */
  conversationPageDefault: 50,
  conversationPageMax: 100,
  roomNameMax: 100,
  uploadFilesMax: 10,
  uploadFileBytes: 52428800,
  /** Bytes a member or administrator may upload per day unless the settings say otherwise. */
  uploadQuotaBytesDefault: 500 * 1024 * 1024,
  /** The same for role `user` (docs/product/chat.md). */
  uploadQuotaUserBytesDefault: 100 * 1024 * 1024,
  /** docs/product/chat.md: open sockets per account; a newer one closes the oldest. */
  socketsPerAccount: 20,
  /**
   * Payment provider look-ups GET /api/shop/payments/unfinished may make per account in a
   * minute (a Stripe round trip each); past it the list is answered from the database.
   */
  unfinishedProviderLookupsPerAccount: 10,
  unfinishedProviderLookupWindowMs: 60 * 1000,
  /** Downloads of one's own data per account in the window (docs/product/accounts-and-sessions.md). */
  dataExportsPerAccount: 3,
  dataExportWindowMs: 24 * 60 * 60 * 1000,
  /** The largest daily chat upload allowance an administrator can set, in MB (1 TB). */
  uploadQuotaMbMax: 1_000_000,
  pageDefault: 20,
  pageMax: 100,
  /** Back-office lists show the whole list: a larger page, still capped. */
  adminPageDefault: 200,
  /** A back-office list read a page at a time as it scrolls (users, orders). */
  adminListPageDefault: 50,
  adminPageMax: 500,
  /** docs/product/back-office.md: the admin dashboard's recentUsers and recentOrders are the five newest. */
  dashboardRecent: 5,
  /** docs/product/back-office.md: the audit log is read a page at a time ('Load more'), newest first. */
  auditPageDefault: 50,
  auditPageMax: 200,
  /** An audit summary names its object; a longer one (a 200-character title) is cut with '…'. */
  auditSummaryMax: 500,
} as const;

export const UI = {
  httpTimeoutMs: 15000,
  snackbarMs: 6000,
  redirectAfterRegisterMs: 1500,
  redirectAfterOrderMs: 2000,
  homeLatestPosts: 3,
  blogCardExcerpt: 120,
  adminExcerpt: 100,
  shareTextLength: 100,
  /** docs/product/shop-and-payments.md: initial add quantity; checkout has 3 steps. */
  addToCartQuantity: 1,
  checkoutSteps: 3,
  /** /admin/audit reads this many entries at a time; 'Load more' reads the next. */
  auditPageSize: 25,
} as const;

export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

/** Token lifetime: docs/product/accounts-and-sessions.md (7 days). */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * docs/product/accounts-and-sessions.md: an email is {local}@{domain} with no spaces. Deliberately loose: the
 * bootstrap administrator's default admin@localhost and intranet addresses must pass.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
