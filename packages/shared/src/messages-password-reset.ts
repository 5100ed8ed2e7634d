// Beyond the documents (docs/product/accounts-and-sessions.md): 'Forgot password?' mails a single-use reset link.
// The answer to a request is the same whether or not the address belongs to an account.
export const PASSWORD_RESET_MESSAGES = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot Password',
  forgotIntro: "Enter the email address of your account and we'll send you a link to choose a new password.",
  emailLabel: 'Email',
  sendLink: 'Send Reset Link',
  sending: 'Sending...',
  /** The one answer to every accepted request (never tells whether the address has an account). */
  linkSent: 'If an account with that email exists, we have sent a link to reset its password. The link is valid for one hour.',
  emailRequired: 'Please enter your email address',
  requestFailed: 'Failed to send the reset link. Please try again.',
  backToLogin: 'Back to Login',
  resetTitle: 'Choose a New Password',
  resetIntro: 'Pick a new password for your account: at least 6 characters.',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm New Password',
  resetButton: 'Reset Password',
  resetting: 'Resetting...',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  resetFailed: 'Failed to reset the password. Please try again.',
  missingToken: 'This page needs the link from your password reset email.',
  requestNewLink: 'Request a new link',
  // Server answers.
  invalidLink: 'This password reset link is invalid or has expired.',
  notAvailable: 'Password reset is not available',
  tooManyRequests: 'Too many password reset requests from this address. Please try again later.',
  mailSubject: (siteName: string) => `[${siteName}] Reset your password`,
  // The settings screen, under 'Site address' (GET /api/admin/password-reset).
  adminNotOffered: "'Forgot password?' is not offered to members:",
  adminMissing: {
    smtp: 'no mail server is set (SMTP Configuration, below).',
    site_address: 'the site has no address for the links in its mails: save the Site address above, or set PUBLIC_URL on the server.',
  },
  adminLinksTo: (base: string) => `'Forgot password?' mails links to ${base}/reset-password.`,
  adminLinksFromPublicUrl: 'PUBLIC_URL on the server sets this address; the Site address is not used for it.',
} as const;
