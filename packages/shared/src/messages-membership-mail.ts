// The mails of a paid membership (docs/product/membership.md#renewal): a renewal charged, a
// renewal refused (past due), a membership lapsed. Sent through the site's SMTP settings to
// the account's own address; plain text in short lines. Amounts and dates come formatted.

const lines = (...parts: string[]) => [...parts, ''].join('\n');

/** 'Test payment' in mails of payments made in test mode (decision 025). */
const TEST_PAYMENT_LINE = 'Test payment: made in test mode. No real charge was made.';

export const MEMBERSHIP_MAILS = {
  renewed: (
    siteName: string,
    m: { username: string; planName: string; amount: string; periodEnd: string; testPayment: boolean },
  ) => ({
    subject: `[${siteName}] Your membership was renewed`,
    text: lines(
      `Hello ${m.username},`,
      '',
      `Your ${m.planName} membership of ${siteName} was renewed.`,
      `We charged ${m.amount} to your card. It now runs until ${m.periodEnd}.`,
      ...(m.testPayment ? ['', TEST_PAYMENT_LINE] : []),
    ),
  }),
  renewalFailed: (
    siteName: string,
    m: { username: string; planName: string; amount: string; lapsesOn: string; reason: string },
  ) => ({
    subject: `[${siteName}] Your membership could not be renewed`,
    text: lines(
      `Hello ${m.username},`,
      '',
      `We could not charge ${m.amount} for your ${m.planName} membership of ${siteName}.`,
      `The card said: ${m.reason}`,
      '',
      'We will try again each day. If it still cannot be paid,',
      `your membership ends on ${m.lapsesOn}.`,
    ),
  }),
  lapsed: (siteName: string, m: { username: string; unpaid: boolean }) => ({
    subject: `[${siteName}] Your membership has ended`,
    text: lines(
      `Hello ${m.username},`,
      '',
      m.unpaid
        ? `Your membership of ${siteName} has ended: its renewal could not be paid.`
        : `Your membership of ${siteName} has ended, as you asked.`,
      'Your account stays open. You are welcome to join again at any time.',
    ),
  }),
} as const;

/** A date in the mails: '5 March 2026' (UTC, the period's own time zone). */
export function mailDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
