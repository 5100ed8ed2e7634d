// The screens' words for members-only stories and registering through an invitation
// (docs/product/membership.md#members-only-posts, #invitations). The mails are in
// messages-membership-mail-intake.ts, the server's refusals in messages-membership.ts.

export const MEMBERS_POST_TEXTS = {
  /** The chip on a card, and beside a members post's date. */
  chip: 'Members',
  /** Exactly as docs/product/membership.md has it. */
  notice: 'This story is for members.',
  noticeGuest: 'Become a member to read the whole story, or sign in if you are one already.',
  noticeUser: 'Become a member to read the whole story.',
  join: 'Become a member',
  signIn: 'Sign in',
  loadingWhole: 'Loading the whole story...',
  wholeFailed: 'The whole story could not be loaded.',
  retry: 'Try again',
  // The post editor (back office).
  fieldVisibility: 'Who can read it',
  visibilityPublic: 'Everyone',
  visibilityMembers: 'Members only',
  visibilityHelp: 'Guests and users see the title, cover, first lines and date of a members-only story.',
} as const;

export const INVITATION_REGISTER_TEXTS = {
  invited: 'You have been invited to become a member.',
  invitedAs: (email: string) => `Create your account with ${email}: it becomes a member account at once.`,
  checking: 'Checking your invitation...',
  invalid: 'This invitation link is invalid or has expired. Ask the club for a new one, or create an ordinary account below.',
  checkFailed: 'Your invitation could not be checked.',
  retry: 'Try again',
  emailLocked: 'The address the invitation was sent to',
  success: 'Welcome! Your member account is ready. Redirecting to sign in...',
} as const;
