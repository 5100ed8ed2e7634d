// The route table (docs/product/screens.md, docs/product/back-office.md). Every page is its own chunk, so a
// guest reading the blog never downloads member or admin code. Shared by the browser router
// (router.tsx) and the server renderer (entry-server.tsx).
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import AdminGuard from './guards/AdminGuard';
import MemberGuard from './guards/MemberGuard';
import PageError from './guards/PageError';
import AppLayout from './layout/AppLayout';

const HomePage = lazy(() => import('../features/home/HomePage'));
const BlogListPage = lazy(() => import('../features/blog/BlogListPage'));
const BlogPostPage = lazy(() => import('../features/blog/BlogPostPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const ShopPage = lazy(() => import('../features/shop/ShopPage'));
const JoinPage = lazy(() => import('../features/membership/JoinPage'));
const MembershipPage = lazy(() => import('../features/membership/MembershipPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const MessagesSessionGate = lazy(() => import('../features/chat/MessagesSessionGate'));
const MessagesPage = lazy(() => import('../features/chat/MessagesPage'));
const AdminDashboardPage = lazy(() => import('../features/admin-dashboard/AdminDashboardPage'));
const AdminBlogPage = lazy(() => import('../features/admin-blog/AdminBlogPage'));
const AdminSettingsPage = lazy(() => import('../features/admin-settings/AdminSettingsPage'));
const AdminMessagesPage = lazy(() => import('../features/admin-messages/AdminMessagesPage'));
const AdminUsersPage = lazy(() => import('../features/admin-users/AdminUsersPage'));
const AdminProductsPage = lazy(() => import('../features/admin-products/AdminProductsPage'));
const AdminCategoriesPage = lazy(() => import('../features/admin-categories/AdminCategoriesPage'));
const AdminOrdersPage = lazy(() => import('../features/admin-orders/AdminOrdersPage'));
const AdminChatPage = lazy(() => import('../features/admin-chat/AdminChatPage'));
const AdminAuditPage = lazy(() => import('../features/admin-audit/AdminAuditPage'));
const AdminMembershipPage = lazy(() => import('../features/admin-membership/AdminMembershipPage'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A page that throws (or whose code cannot be fetched) is shown inside the header and footer.
    errorElement: (
      <AppLayout>
        <PageError />
      </AppLayout>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'blog', element: <BlogListPage /> },
      { path: 'blog/:id', element: <BlogPostPage /> },
      { path: 'shop', element: <ShopPage /> },
      { path: 'contact', element: <ContactPage /> },
      // docs/product/membership.md Joining: public; what it offers follows the club's mode and the visitor's role.
      { path: 'join', element: <JoinPage /> },
      // docs/product/screens.md: public, also for a signed-in visitor (e.g. to switch accounts).
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      // Beyond the documents (docs/product/accounts-and-sessions.md): 'Forgot password?' and the page its mail links to.
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        element: <MemberGuard />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'membership', element: <MembershipPage /> },
        ],
      },
      {
        // docs/product/screens.md: member-guarded, with its own 'Please Log In' when the session ends on the page.
        element: <MessagesSessionGate />,
        children: [{ element: <MemberGuard />, children: [{ path: 'messages', element: <MessagesPage /> }] }],
      },
      {
        path: 'admin',
        element: <AdminGuard />,
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'blog', element: <AdminBlogPage /> },
          { path: 'settings', element: <AdminSettingsPage /> },
          { path: 'messages', element: <AdminMessagesPage /> },
          { path: 'users', element: <AdminUsersPage /> },
          { path: 'shop/products', element: <AdminProductsPage /> },
          { path: 'shop/categories', element: <AdminCategoriesPage /> },
          { path: 'orders', element: <AdminOrdersPage /> },
          { path: 'chat', element: <AdminChatPage /> },
          { path: 'audit', element: <AdminAuditPage /> },
          { path: 'membership', element: <AdminMembershipPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
