// The mail with a reset link (docs/product/accounts-and-sessions.md, beyond the documents), sent through the queued
// mailer: the answer never waits for SMTP.
import { PASSWORD_RESET_MESSAGES } from '@clanhall/shared';

export function composePasswordResetMail(siteName: string, username: string, link: string) {
  return {
    subject: PASSWORD_RESET_MESSAGES.mailSubject(siteName),
    text: [
      `Hello ${username},`,
      '',
      `Someone, hopefully you, asked to reset the password of your account`,
      `at ${siteName}. To choose a new password, open this link within one hour:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this mail:',
      'your password stays as it is.',
      '',
    ].join('\n'),
  };
}

/**
 * The page that takes the token. The token travels in the fragment, which browsers never send
 * to a server: it stays out of access logs and Referer headers. No '=' and a short line: the
 * mail stays 7bit (or quoted-printable without a soft break or escape inside the link), so
 * every mail reader, and anything that reads the raw mail, sees the link as it is.
 */
export const resetLink = (origin: string, token: string) => `${origin}/reset-password#${token}`;
