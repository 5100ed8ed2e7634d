// Visible texts of /admin Admin Dashboard (docs/product/back-office.md '/admin Admin Dashboard'). The
// title is DASHBOARD_TITLES.admin (messages-content.ts), shared with the member dashboard's
// title for an administrator; these are the screen's other words.

export const ADMIN_DASHBOARD_TEXTS = {
  /** docs/product/back-office.md: shown while the stats load. */
  loading: 'Loading admin dashboard...',
  eyebrow: 'Back office',
  welcome: (name: string) => `Welcome back, ${name}. Tend the hall from here.`,
  welcomeAnonymous: 'Welcome back. Tend the hall from here.',
  /** docs/product/back-office.md: the count tiles. */
  totalUsers: 'Total Users',
  totalBlogPosts: 'Blog Posts',
  totalProducts: 'Products',
  totalOrders: 'Orders',
  totalChatRooms: 'Chat Rooms',
  /** docs/product/chat.md: the disk holding DATA_DIR, below the tiles. */
  storageLabel: 'Disk space',
  storageFree: (free: string, total: string) => `${free} free of ${total}`,
  storageReserve: (reserve: string) => `Uploads stop when ${reserve} are left.`,
  storageLow: 'Nearly full:',
  /** docs/product/back-office.md: the three tabs. */
  tabsLabel: 'Admin dashboard',
  sectionsTab: 'Admin Sections',
  recentUsersTab: 'Recent Users',
  recentOrdersTab: 'Recent Orders',
  /** The Admin Sections cards whose screens have no description of their own. */
  usersSectionText: 'Add, edit, ban and remove accounts and their roles.',
  blogSectionText: 'Write, publish and retire the chronicles.',
  settingsSectionText: 'Title, description, offers, contact details and FAQ.',
  messagesSectionText: 'Read what visitors sent through the contact form.',
  /** docs/product/back-office.md Recent Orders: 'Order #' with the order number. */
  orderNumber: (orderNumber: string) => `Order #${orderNumber}`,
  noRecentUsers: 'No accounts to show yet.',
  noRecentOrders: 'No orders to show yet.',
  allUsers: 'Manage all users',
  allOrders: 'Manage all orders',
  recentUsersHint: 'The five newest accounts.',
  recentOrdersHint: 'The five newest orders.',
  /** docs/product/shop-and-payments.md: the notice while the site takes test payments. */
  testPaymentsTitle: 'Test payments only',
  testPaymentsText:
    "This site takes test payments: no card is charged, and every order is marked 'Test payment'. To take real payments, set STRIPE_SECRET_KEY to a live Stripe key (sk_live_…) and restart the server.",
} as const;
