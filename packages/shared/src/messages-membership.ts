// Membership (docs/product/membership.md): the server's answers. The screens' words are in
// messages-membership-screens.ts.

export const MEMBERSHIP_ERRORS = {
  planNotFound: 'Plan not found',
  planInactive: 'This plan is no longer offered.',
  joinClosed: 'This club does not take members by payment.',
  applyClosed: 'This club does not take applications.',
  alreadyMember: 'You are already a member.',
  adminsAreMembers: 'Administrators are already members.',
  noMembership: 'You have no membership.',
  notCancellable: 'This membership does not renew.',
  notResumable: 'This membership is not being cancelled.',
  paymentNotFound: 'Payment not found',
  paymentNotSucceeded: 'Payment has not succeeded',
  applicationOpen: 'You already have an open application.',
  applicationNotFound: 'Application not found',
  applicationAnswered: 'This application has already been answered.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  invitationEmailMismatch: 'Register with the email address the invitation was sent to.',
  invitationMember: 'This address belongs to a member already.',
  memberNotFound: 'Membership not found',
  userNotFound: 'User not found',
  mailNotConfigured: 'Email is not configured. Set up SMTP in settings to send invitations.',
} as const;
