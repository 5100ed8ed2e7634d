// Beyond the documents (docs/product/accounts-and-sessions.md): a new email needs the current password, and the old
// address is told. The notice never names the new address: whoever reads the old mailbox
// learns only that the account moved.
export const EMAIL_CHANGE_MESSAGES = {
  currentPasswordLabel: 'Current password',
  currentPasswordHelp: 'Needed to change your email address.',
  currentPasswordMissing: 'Enter your current password to change your email address.',
  mailSubject: (siteName: string) => `[${siteName}] Your email address was changed`,
  /** The notice to the old address, in short lines (it stays 7bit). `when` is a UTC time. */
  mailText: (siteName: string, username: string, when: string) =>
    [
      `Hello ${username},`,
      '',
      `The email address of your account at ${siteName} was changed`,
      `on ${when}. Mails from the site now go to the new address;`,
      'this is the last one sent to this address.',
      '',
      'If you made this change, there is nothing to do.',
      'If you did not, someone who knows your password is using your',
      `account: contact an administrator of ${siteName}.`,
      '',
    ].join('\n'),
} as const;
