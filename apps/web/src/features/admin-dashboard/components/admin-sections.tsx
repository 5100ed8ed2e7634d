// docs/product/back-office.md Admin Sections: a card for each back-office screen (the spec's six, and
// Site Settings, the contact inbox and the audit log (docs/product/back-office.md), which the back office
// also has, and Membership, docs/product/membership.md).
import type { ReactNode } from 'react';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import CardMembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import MailIcon from '@mui/icons-material/MailOutline';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import {
  ADMIN_AUDIT_TEXTS,
  ADMIN_BLOG_TEXTS,
  ADMIN_CATEGORIES_TEXTS,
  ADMIN_CHAT_MESSAGES,
  ADMIN_DASHBOARD_TEXTS as T,
  ADMIN_MEMBERSHIP_TEXTS,
  ADMIN_MESSAGES_TEXTS,
  ADMIN_ORDERS_TEXTS,
  ADMIN_PRODUCTS_TEXTS,
  ADMIN_SETTINGS_TEXTS,
  ADMIN_USERS_TEXTS,
} from '@clanhall/shared';

export interface AdminSection {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { title: ADMIN_USERS_TEXTS.title, description: T.usersSectionText, to: '/admin/users', icon: <PeopleIcon /> },
  {
    title: ADMIN_MEMBERSHIP_TEXTS.title,
    description: ADMIN_MEMBERSHIP_TEXTS.sectionText,
    to: '/admin/membership',
    icon: <CardMembershipIcon />,
  },
  { title: ADMIN_BLOG_TEXTS.title, description: T.blogSectionText, to: '/admin/blog', icon: <ArticleIcon /> },
  {
    title: ADMIN_CATEGORIES_TEXTS.sectionTitle,
    description: ADMIN_CATEGORIES_TEXTS.sectionText,
    to: '/admin/shop/categories',
    icon: <CategoryIcon />,
  },
  {
    title: ADMIN_PRODUCTS_TEXTS.sectionTitle,
    description: ADMIN_PRODUCTS_TEXTS.sectionText,
    to: '/admin/shop/products',
    icon: <Inventory2Icon />,
  },
  { title: ADMIN_ORDERS_TEXTS.title, description: ADMIN_ORDERS_TEXTS.sectionText, to: '/admin/orders', icon: <ReceiptIcon /> },
  { title: ADMIN_CHAT_MESSAGES.title, description: ADMIN_CHAT_MESSAGES.sectionText, to: '/admin/chat', icon: <ForumIcon /> },
  { title: ADMIN_SETTINGS_TEXTS.title, description: T.settingsSectionText, to: '/admin/settings', icon: <SettingsIcon /> },
  { title: ADMIN_MESSAGES_TEXTS.title, description: T.messagesSectionText, to: '/admin/messages', icon: <MailIcon /> },
  { title: ADMIN_AUDIT_TEXTS.title, description: ADMIN_AUDIT_TEXTS.sectionText, to: '/admin/audit', icon: <HistoryIcon /> },
];
