// Every screen of the web app (apps/web/src/app/routes.tsx), who may see it, how to tell it
// has loaded, and every dialog it has, each opened the way a user opens it. A new route or a
// new dialog is one more entry here.
//
// A screen: `name`; `path` (or `path(ctx)`); `roles` that may see it (guest, member, admin);
// `ready(page, ctx)`, which waits until the screen shows what was seeded; `dialogs`, each
// `{ name, open(page, ctx), roles?, widths?, context? }` (`widths`: 'phone' or 'desktop' where
// only one has it; `context`: browser options of its own, e.g. notifications undecided).
// `ctx` is `{ role, width, fx }`, `fx` what seed.mjs made.
import { chooseMenuItem, chooseTab, heading, openDialog, openMenu, press, seeDialog, seeText } from './steps.mjs';

const EVERYONE = ['guest', 'member', 'admin'];
const SIGNED_IN = ['member', 'admin'];
const ADMIN = ['admin'];

/** The header's menus, audited once per role on the home page (the header is the same everywhere). */
const HEADER_MENUS = [
  { name: 'Navigation menu', widths: ['phone'], open: (page) => openMenu(page, 'Open navigation menu') },
  {
    name: 'Account menu',
    widths: ['desktop'],
    roles: SIGNED_IN,
    open: async (page, { role, fx }) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(fx.names[role]) })
        .click();
      await page.getByRole('menu').waitFor();
    },
  },
];

/** The shop's cart, then the checkout's three steps (shop-and-payments.md Checkout dialog). */
async function openCheckout(page, steps = 0) {
  const cart = await openDialog(page, /^Open cart, \d+ items?$/, 'Shopping Cart');
  const dialog = await openDialog(page, 'Checkout', 'Secure Checkout', cart);
  for (const step of ['Order Summary', 'Payment'].slice(0, steps)) {
    await press(dialog, 'Next');
    await dialog.getByRole('group', { name: step }).waitFor();
  }
  if (steps === 2) await dialog.getByLabel('Card number').waitFor();
}

const conversationPath = ({ role, fx }) => `/messages?conversation=${fx.conversations[role].id}`;

/** The open chat has its messages and its realtime room. */
async function chatReady(page, title) {
  await page.getByTestId('chat-title').filter({ hasText: title }).waitFor();
  await page.locator('[data-live="joined"]').waitFor({ state: 'attached' });
  await page.locator('[data-testid="chat-message"][data-message-id]').first().waitFor();
}

/** A back-office row (a table row, or a card below 'md') showing `text`. */
const rowOf = (page, text) => page.locator('tr, li').filter({ hasText: text }).first();

/** The admin lists: the first row's button opens the dialog. */
const rowDialog = (button, name) => ({ name, open: (page) => openDialog(page, button, name) });

export function screenList() {
  return [
    // Public pages (content.md, shop-and-payments.md, accounts-and-sessions.md).
    {
      name: 'Home',
      path: '/',
      roles: EVERYONE,
      ready: (page) => page.locator('#home-title').waitFor(),
      dialogs: HEADER_MENUS,
    },
    { name: 'Blog', path: '/blog', roles: EVERYONE, ready: (page) => heading(page, 'Our Stories') },
    {
      name: 'Blog post',
      path: ({ fx }) => `/blog/${fx.post.id}`,
      roles: EVERYONE,
      ready: (page, { fx }) => heading(page, fx.post.title),
    },
    {
      name: 'Shop',
      path: '/shop',
      roles: EVERYONE,
      ready: async (page, { fx }) => {
        await heading(page, 'Shop');
        await seeText(page, fx.products[0].name);
      },
      dialogs: [
        {
          name: 'Shopping Cart',
          open: async (page, { role }) => {
            const cart = await openDialog(page, /^Open cart, \d+ items?$/, 'Shopping Cart');
            if (role !== 'guest') await cart.getByTestId('cart-line').first().waitFor();
          },
        },
        { name: 'Secure Checkout: Shipping Info', roles: SIGNED_IN, open: (page) => openCheckout(page, 0) },
        { name: 'Secure Checkout: Order Summary', roles: SIGNED_IN, open: (page) => openCheckout(page, 1) },
        { name: 'Secure Checkout: Payment', roles: SIGNED_IN, open: (page) => openCheckout(page, 2) },
      ],
    },
    {
      name: 'Contact',
      path: '/contact',
      roles: EVERYONE,
      ready: (page) => heading(page, 'Contact Us'),
      dialogs: [
        {
          name: 'FAQ answer open',
          open: async (page) => {
            const question = page.getByRole('button', { name: 'Who can join Clanhall?' });
            await question.click();
            await page.locator('[aria-expanded="true"]').filter({ hasText: 'Who can join Clanhall?' }).waitFor();
          },
        },
        {
          name: 'Reason list',
          open: async (page) => {
            await page.getByRole('combobox', { name: /Reason/ }).click();
            await page.getByRole('listbox').waitFor();
          },
        },
      ],
    },
    { name: 'Login', path: '/login', roles: EVERYONE, ready: (page) => heading(page, 'Welcome Back') },
    { name: 'Register', path: '/register', roles: EVERYONE, ready: (page) => heading(page, 'Join the Hall') },
    { name: 'Forgot password', path: '/forgot-password', roles: EVERYONE, ready: (page) => heading(page, 'Forgot Password') },
    {
      name: 'Reset password',
      // The page a mailed link opens: the token in the fragment.
      path: '/reset-password#audit-reset-token',
      roles: EVERYONE,
      ready: (page) => heading(page, 'Choose a New Password'),
    },

    // Membership (membership.md): /join in mode 'apply_or_paid' with three plans. Its plan
    // checkout opens only for a signed-in role `user`, which the audit has not (its member has
    // paid, its admin is a member already).
    {
      name: 'Join',
      path: '/join',
      roles: EVERYONE,
      ready: async (page, { role }) => {
        await heading(page, 'Join the Club');
        if (role === 'guest') await page.getByRole('button', { name: 'Choose Monthly' }).waitFor();
        else if (role === 'member') await page.getByTestId('join-member').getByText('Monthly').first().waitFor();
        else await page.getByTestId('join-admin').waitFor();
      },
    },

    // The member area (screens.md, accounts-and-sessions.md, shop-and-payments.md, chat.md).
    {
      name: 'Dashboard',
      path: '/dashboard',
      roles: SIGNED_IN,
      ready: (page, { role }) => heading(page, role === 'admin' ? 'Admin Dashboard' : 'Member Dashboard'),
    },
    {
      name: 'Profile',
      path: '/profile',
      roles: SIGNED_IN,
      ready: (page) => heading(page, 'My Profile'),
      dialogs: [
        { name: 'Profile Picture', open: (page) => openDialog(page, 'Change profile picture', 'Profile Picture') },
        {
          name: 'Change Password',
          open: async (page) => {
            await press(page, 'Change Password');
            await page.getByLabel('Confirm New Password').waitFor();
          },
        },
        { name: 'Sign out everywhere?', open: (page) => openDialog(page, 'Sign out everywhere', 'Sign out everywhere?') },
        { name: 'Delete your account?', open: (page) => openDialog(page, 'Delete account', 'Delete your account?') },
      ],
    },
    {
      name: 'Orders',
      path: '/orders',
      roles: SIGNED_IN,
      ready: async (page, { role, fx }) => {
        await heading(page, 'My Orders');
        await seeText(page, fx.orders[role].order_number);
      },
    },
    {
      name: 'Messages',
      path: '/messages',
      roles: SIGNED_IN,
      // By text, not role: on phones the list is in the closed drawer, and the notification
      // prompt hides the page behind it from the accessibility tree.
      ready: (page, { fx }) => page.getByText(fx.names.friend, { exact: true }).first().waitFor({ state: 'attached' }),
      dialogs: [
        {
          name: 'Enable Notifications',
          context: { undecidedNotifications: true },
          open: (page) => seeDialog(page, 'Enable Notifications'),
        },
        {
          name: 'Conversations drawer',
          widths: ['phone'],
          open: async (page) => {
            await press(page, 'Open conversations');
            await page.locator('.MuiDrawer-paper').waitFor();
          },
        },
        {
          name: 'Requests tab',
          widths: ['desktop'],
          open: async (page) => {
            await chooseTab(page, /Requests/);
            await seeText(page, 'audit_asker');
          },
        },
        {
          name: 'Find Users tab',
          widths: ['desktop'],
          open: async (page) => {
            await chooseTab(page, 'Find Users');
            await seeText(page, 'audit_stranger');
          },
        },
      ],
    },
    {
      name: 'Messages: conversation',
      path: conversationPath,
      roles: SIGNED_IN,
      ready: (page, { fx }) => chatReady(page, fx.names.friend),
      dialogs: [
        { name: 'Clear All Messages', open: (page) => openDialog(page, 'Clear All Messages', 'Clear All Messages') },
        { name: 'Conversation actions menu', open: (page) => openMenu(page, 'Conversation actions') },
        {
          name: 'Block user?',
          open: async (page, { fx }) => {
            await chooseMenuItem(page, 'Conversation actions', 'Block user');
            await seeDialog(page, `Block ${fx.names.friend}?`);
          },
        },
        {
          name: 'Report Message',
          open: async (page) => {
            await chooseMenuItem(page, 'Message actions', 'Report message');
            await seeDialog(page, 'Report Message');
          },
        },
        { name: 'Send Files', open: (page) => openDialog(page, 'Attach files', 'Send Files') },
        {
          name: 'Delete File',
          open: async (page) => {
            await chooseMenuItem(page, 'Options for plan.pdf', 'Delete');
            await seeDialog(page, 'Delete File');
          },
        },
        {
          name: 'Video player',
          open: async (page) => {
            const dialog = await openDialog(page, /^Play video hall\.mp4/, /hall\.mp4/);
            await dialog.locator('video').waitFor();
          },
        },
      ],
    },
    {
      name: 'Messages: room',
      path: ({ fx }) => `/messages?room=${fx.rooms.hall.id}`,
      roles: SIGNED_IN,
      ready: (page, { fx }) => chatReady(page, fx.rooms.hall.name),
      dialogs: [
        {
          name: 'Report Message',
          roles: ['member'],
          open: async (page) => {
            await chooseMenuItem(page, 'Message actions', 'Report message');
            await seeDialog(page, 'Report Message');
          },
        },
        {
          name: 'Clear All Messages',
          roles: ADMIN,
          open: (page) => openDialog(page, 'Clear All Messages', 'Clear All Messages'),
        },
      ],
    },
    {
      name: 'Membership',
      path: '/membership',
      roles: ['member'],
      ready: async (page) => {
        await heading(page, 'My Membership');
        await page.getByRole('button', { name: 'Cancel membership' }).waitFor();
      },
      dialogs: [{ name: 'Cancel your membership?', open: (page) => openDialog(page, 'Cancel membership', 'Cancel your membership?') }],
    },
    {
      name: 'Back office (denied)',
      path: '/admin',
      roles: ['member'],
      ready: (page) => seeText(page, 'Access Denied'),
    },

    // The back office (back-office.md), as an administrator.
    {
      name: 'Admin dashboard',
      path: '/admin',
      roles: ADMIN,
      ready: (page) => heading(page, 'Admin Dashboard'),
      dialogs: [
        { name: 'Recent Users tab', open: (page) => chooseTab(page, 'Recent Users') },
        { name: 'Recent Orders tab', open: (page) => chooseTab(page, 'Recent Orders') },
      ],
    },
    {
      name: 'Admin users',
      path: '/admin/users',
      roles: ADMIN,
      ready: async (page, { fx }) => {
        await heading(page, 'User Management');
        await seeText(page, fx.names.member);
      },
      dialogs: [rowDialog('Add User', 'Add User'), rowDialog('Edit', 'Edit User'), rowDialog('Delete', 'Delete User')],
    },
    {
      name: 'Admin blog',
      path: '/admin/blog',
      roles: ADMIN,
      ready: async (page, { fx }) => {
        await heading(page, 'Blog Management');
        await seeText(page, fx.post.title);
      },
      dialogs: [
        rowDialog('New Post', 'Create New Blog Post'),
        rowDialog('Edit Post', 'Edit Blog Post'),
        rowDialog('Delete Post', 'Delete Blog Post'),
      ],
    },
    {
      name: 'Admin products',
      path: '/admin/shop/products',
      roles: ADMIN,
      ready: async (page, { fx }) => {
        await heading(page, 'Product Management');
        await seeText(page, fx.products[0].name);
      },
      dialogs: [
        rowDialog('Add Product', 'Create New Product'),
        rowDialog('Edit Product', 'Edit Product'),
        {
          name: 'Image Preview',
          open: async (page) => {
            const edit = await openDialog(page, 'Edit Product', 'Edit Product');
            const preview = await openDialog(page, 'Open image preview', 'Image Preview', edit);
            await preview.locator('img').waitFor();
          },
        },
        rowDialog('Delete Product', 'Delete Product'),
      ],
    },
    {
      name: 'Admin categories',
      path: '/admin/shop/categories',
      roles: ADMIN,
      ready: (page) => heading(page, 'Category Management'),
      dialogs: [
        rowDialog('Add Category', 'Add Category'),
        rowDialog('Edit Category', 'Edit Category'),
        rowDialog('Delete Category', 'Delete Category'),
      ],
    },
    {
      name: 'Admin orders',
      path: '/admin/orders',
      roles: ADMIN,
      ready: async (page, { fx }) => {
        await heading(page, 'Order Management');
        await seeText(page, fx.orders.member.order_number);
      },
      dialogs: [
        {
          name: 'Order details',
          open: async (page) => {
            const details = await openDialog(page, 'View Details', /^Order #/);
            await details.getByRole('button', { name: 'Edit Item Status' }).first().waitFor();
          },
        },
        {
          name: 'Update Item Status',
          open: async (page) => {
            const details = await openDialog(page, 'View Details', /^Order #/);
            await openDialog(page, 'Edit Item Status', 'Update Item Status', details);
          },
        },
        rowDialog('Update Status', 'Update Order Status'),
        {
          name: 'Payments tab',
          open: async (page, { fx }) => {
            await chooseTab(page, 'Payments');
            await seeText(page.locator('#payments-panel'), fx.orders.member.order_number);
          },
        },
      ],
    },
    {
      name: 'Admin chat',
      path: '/admin/chat',
      roles: ADMIN,
      ready: async (page, { fx }) => {
        await heading(page, 'Chat Management');
        await seeText(page, fx.rooms.council.name);
      },
      dialogs: [
        rowDialog('Create Room', 'Create Room'),
        {
          name: 'Room messages',
          open: async (page, { fx }) => {
            const dialog = await openDialog(page, 'View Messages', fx.rooms.hall.name, rowOf(page, fx.rooms.hall.name));
            await dialog.getByTestId('admin-chat-message').first().waitFor();
          },
        },
        {
          name: 'Delete Message (room)',
          open: async (page, { fx }) => {
            const dialog = await openDialog(page, 'View Messages', fx.rooms.hall.name, rowOf(page, fx.rooms.hall.name));
            await dialog.getByTestId('admin-chat-message').first().waitFor();
            await openDialog(page, 'Delete Message', 'Delete Message', dialog.getByTestId('admin-chat-message').first());
          },
        },
        {
          name: 'Room members',
          open: async (page, { fx }) => {
            const dialog = await openDialog(page, 'Manage Members', `Members of ${fx.rooms.council.name}`);
            await seeText(dialog, fx.names.member);
          },
        },
        rowDialog('Delete Room', 'Delete Chat Room'),
        {
          name: 'Reports tab',
          open: async (page) => {
            await chooseTab(page, /^Reports/);
            await page.getByRole('button', { name: 'Dismiss Report' }).first().waitFor();
          },
        },
        {
          name: 'Dismiss Report',
          open: async (page) => {
            await chooseTab(page, /^Reports/);
            await openDialog(page, 'Dismiss Report', 'Dismiss Report');
          },
        },
        {
          name: 'Delete Message (report)',
          open: async (page) => {
            await chooseTab(page, /^Reports/);
            await openDialog(page, 'Delete Message', 'Delete Message');
          },
        },
      ],
    },
    {
      name: 'Admin messages',
      path: '/admin/messages',
      roles: ADMIN,
      ready: async (page) => {
        await heading(page, 'Messages');
        await seeText(page, 'Morag Quill');
      },
      dialogs: [rowDialog('Delete message', 'Delete Message')],
    },
    {
      name: 'Admin membership',
      path: '/admin/membership',
      roles: ADMIN,
      ready: async (page, { fx }) => {
        await heading(page, 'Membership Management');
        await seeText(page, fx.names.member);
      },
      dialogs: [
        rowDialog('Grant membership', 'Grant membership'),
        rowDialog(/^End membership/, 'End membership'),
        {
          name: 'Plans tab',
          open: async (page, { fx }) => {
            await chooseTab(page, /^Plans/);
            await seeText(page, fx.plans[2].name);
          },
        },
        {
          name: 'New Plan',
          open: async (page) => {
            await chooseTab(page, /^Plans/);
            await openDialog(page, 'New Plan', 'New Plan');
          },
        },
        {
          name: 'Edit Plan',
          open: async (page) => {
            await chooseTab(page, /^Plans/);
            await openDialog(page, /^Edit plan/, 'Edit Plan');
          },
        },
        {
          name: 'Applications tab',
          open: async (page, { fx }) => {
            await chooseTab(page, /^Applications/);
            await seeText(page, fx.names.applicant);
          },
        },
        {
          name: 'Decline application',
          open: async (page) => {
            await chooseTab(page, /^Applications/);
            await openDialog(page, /^Decline: /, 'Decline application');
          },
        },
        {
          name: 'Invitations tab',
          open: async (page) => {
            await chooseTab(page, /^Invitations/);
            await page.getByRole('button', { name: 'Send invitation' }).waitFor();
          },
        },
        {
          name: 'Send invitation',
          open: async (page) => {
            await chooseTab(page, /^Invitations/);
            await openDialog(page, 'Send invitation', 'Send invitation');
          },
        },
      ],
    },
    { name: 'Admin settings', path: '/admin/settings', roles: ADMIN, ready: (page) => heading(page, 'Site Settings') },
    {
      name: 'Admin audit log',
      path: '/admin/audit',
      roles: ADMIN,
      ready: async (page) => {
        await heading(page, 'Audit Log');
        await page
          .getByRole('button', { name: /^Show only changes by / })
          .first()
          .waitFor();
      },
    },
  ];
}
