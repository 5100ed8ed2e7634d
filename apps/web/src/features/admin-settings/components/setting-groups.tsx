// Each settings group's heading, help line and icon on the settings screen.
import type { ReactNode } from 'react';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import ContactIcon from '@mui/icons-material/ContactMailOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import FooterIcon from '@mui/icons-material/VerticalAlignBottom';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ChatIcon from '@mui/icons-material/ForumOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import MembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import { ADMIN_SETTINGS_TEXTS as T, type SettingGroup } from '@clanhall/shared';

export const SETTING_GROUP_HEADINGS: Record<SettingGroup, { title: string; help?: string; icon: ReactNode }> = {
  general: { title: T.general, icon: <TuneIcon /> },
  contact: { title: T.contactInfo, icon: <ContactIcon /> },
  home: { title: T.homeOffers, help: T.homeOffersHelp, icon: <HomeIcon /> },
  faq: { title: T.faq, help: T.faqHelp, icon: <QuizIcon /> },
  footer: { title: T.footer, icon: <FooterIcon /> },
  shop: { title: T.shop, icon: <StorefrontIcon /> },
  membership: { title: T.membership, help: T.membershipHelp, icon: <MembershipIcon /> },
  chat: { title: T.chat, help: T.chatHelp, icon: <ChatIcon /> },
  smtp: { title: T.smtp, help: T.smtpHelp, icon: <MailIcon /> },
};
