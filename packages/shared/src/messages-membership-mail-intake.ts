// The mails of applications and invitations (docs/product/membership.md#applications,
// #invitations), sent through the site's SMTP settings. Plain text in short lines, a link on a
// line of its own: with a short site address the mail stays 7bit, and every mail reader shows
// the link whole.

const lines = (...parts: string[]) => [...parts, ''].join('\n');

export const MEMBERSHIP_INTAKE_MAILS = {
  approved: (siteName: string, username: string, siteLink: string | null) => ({
    subject: `[${siteName}] Your application was approved`,
    text: lines(
      `Hello ${username},`,
      '',
      `Welcome! Your application to become a member of ${siteName}`,
      'was approved. You are a member now: the stories and rooms kept',
      'for members are open to you.',
      ...(siteLink ? ['', siteLink] : []),
    ),
  }),
  declined: (siteName: string, username: string, reason: string | null) => ({
    subject: `[${siteName}] Your application`,
    text: lines(
      `Hello ${username},`,
      '',
      `Thank you for applying to become a member of ${siteName}.`,
      'This time your application was not accepted.',
      ...(reason ? ['', 'The club wrote:', reason] : []),
    ),
  }),
  invitation: (siteName: string, link: string, days: number) => ({
    subject: `[${siteName}] You are invited to become a member`,
    text: lines(
      'Hello,',
      '',
      `You have been invited to become a member of ${siteName}.`,
      'To accept, create your account with this email address',
      `through this link within ${days} days:`,
      '',
      link,
      '',
      'The link works once. If you did not expect this invitation,',
      'ignore this mail.',
    ),
  }),
} as const;
