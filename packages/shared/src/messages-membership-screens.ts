// Membership's member-side screens (docs/product/membership.md): /join, the checkout of a plan,
// the application form, /membership, the dashboard's Membership tile and the header's 'Join'.
// The server's refusals are in messages-membership.ts.
import type { ApplicationStatus, MembershipStatus, PlanInterval } from './constants.js';
import { formatMoney } from './money.js';

/** What follows a plan's amount: ' / month', ' / year', ' once'. */
export const planPriceSuffix = (interval: PlanInterval): string => (interval === 'lifetime' ? ' once' : ` / ${interval}`);

/** '$9.00 / month', '$90.00 / year', '$250.00 once'. */
export const planPriceLabel = (price: number, interval: PlanInterval): string =>
  `${formatMoney(price)}${planPriceSuffix(interval)}`;

/** A plan's period in a few words, beside its price. */
export const PLAN_INTERVAL_LABELS: Record<PlanInterval, string> = {
  month: 'Monthly',
  year: 'Yearly',
  lifetime: 'Lifetime',
};

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Active',
  cancelling: 'Cancelling',
  past_due: 'Payment due',
  lapsed: 'Lapsed',
};

export const JOIN_TEXTS = {
  /** The header's and home page's link, and /join's title. */
  join: 'Join',
  title: 'Join the Club',
  subtitle: 'Take your seat among the members: the stories kept for members, the chat rooms and the hall itself.',
  loading: 'Loading the ways to join...',
  loadFailed: 'The ways to join could not be loaded.',
  retry: 'Try again',
  plansTitle: 'Choose a plan',
  plansIntro: 'Pick the plan that suits you. You can cancel a recurring plan at any time.',
  choose: (plan: string) => `Choose ${plan}`,
  noPlans: 'No plans are offered right now',
  noPlansHint: 'Come back soon, or ask the club how to join.',
  or: 'or',
  applyTitle: 'Apply to join',
  applyIntro: 'Tell the club a little about yourself. An administrator reads every application and answers by mail.',
  guestHint: 'Sign in or create an account first; you will come back here to finish joining.',
  signInToJoin: 'Sign in to join',
  createAccount: 'Create an account',
  inviteTitle: 'Membership is by invitation',
  inviteText:
    'This club takes its members by invitation. If you would like to join, write to the club and an administrator will be in touch.',
  contactLink: 'Contact the club',
  adminTitle: 'You are an administrator',
  adminText: 'Administrators are members already: there is nothing to join.',
  memberTitle: 'You are a member',
  memberIntro: 'Your membership is below.',
  testNotice: 'Test mode — no real charge',
  testNoticeHint: 'Payments on this site are test payments: use the test card 4242 4242 4242 4242. No real card is charged.',
} as const;

export const JOIN_CHECKOUT_TEXTS = {
  title: (plan: string) => `Join with ${plan}`,
  due: 'Due today',
  renewsNote: (interval: 'month' | 'year') => `Renews every ${interval} until you cancel.`,
  lifetimeNote: 'One payment, a member for life.',
  pay: (amount: string) => `Pay ${amount}`,
  processing: 'Processing Payment...',
  activating: 'Making you a member...',
  cancel: 'Cancel',
  close: 'Close',
  /** The payment went through but the membership was not made: activation is safe to ask again. */
  activationFailed: 'Your payment went through but your membership could not be started yet. Please try again.',
  retryActivation: 'Finish joining',
  successTitle: 'Welcome to the club',
  successText: (plan: string) => `You are now a member on the ${plan} plan.`,
  goToMembership: 'See my membership',
  goToDashboard: 'Go to my dashboard',
} as const;

export const APPLICATION_TEXTS = {
  messageLabel: 'Why would you like to join?',
  messageHelp: (min: number, max: number) => `At least ${min} characters, at most ${max}.`,
  counter: (used: number, max: number) => `${used} / ${max}`,
  submit: 'Send application',
  submitting: 'Sending...',
  sent: 'Your application has been sent.',
  failed: 'Your application could not be sent. Please try again.',
  receivedTitle: 'Your application has been received',
  receivedText: 'An administrator will read it and answer by mail. You can come back here to see where it stands.',
  sentOn: (date: string) => `Sent ${date}`,
  yourMessage: 'Your message',
  declinedTitle: 'Your application was declined',
  declinedReason: 'The club’s reason',
  declinedNoReason: 'The club gave no reason.',
  applyAgain: 'You may apply again below.',
  approvedTitle: 'Your application was approved',
  approvedText: 'Welcome: you are a member of the club.',
} as const;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  open: 'Waiting for an answer',
  approved: 'Approved',
  declined: 'Declined',
};

export const MY_MEMBERSHIP_TEXTS = {
  /** The account menu's item and the page's title. */
  menu: 'Membership',
  title: 'My Membership',
  subtitle: 'Your place in the club: your plan, its dates and its renewal.',
  loading: 'Loading your membership...',
  loadFailed: 'Your membership could not be loaded.',
  retry: 'Try again',
  plan: 'Plan',
  noPlan: 'Membership without a plan',
  noPlanHint: 'Given by the club: nothing to pay, nothing to renew.',
  status: 'Status',
  started: 'Member since',
  renews: 'Renews on',
  ends: 'Ends on',
  ended: 'Ended on',
  paymentDue: 'Payment due since',
  noEnd: 'No end date',
  price: 'Price',
  statusText: {
    active: 'Your membership is in force.',
    cancelling: 'Your membership is cancelled and ends at the end of the current period. You can resume it until then.',
    past_due: 'Your last renewal payment failed. Your membership stays open for a few days while the payment is tried again.',
    lapsed: 'Your membership has ended. Join again whenever you like.',
  } satisfies Record<MembershipStatus, string>,
  /** A member whose role was given without a membership record (made by hand, as the screen documents describe). */
  handMadeTitle: 'You are a member',
  handMadeText: 'Your membership was given by the club: nothing to pay, nothing to renew.',
  noneTitle: 'You are not a member yet',
  noneText: 'Join the club to read the members’ stories and take part in its rooms.',
  noneInviteText: 'This club takes its members by invitation. Write to the club if you would like to join.',
  joinNow: 'Join the club',
  joinAgain: 'Join again',
  cancel: 'Cancel membership',
  cancelTitle: 'Cancel your membership?',
  cancelMessage: (end: string | null) =>
    end
      ? `Your membership stays in force until ${end} and is not renewed after that. You can resume it until then.`
      : 'Your membership will not be renewed. You can resume it until the end of the current period.',
  cancelConfirm: 'Cancel membership',
  keep: 'Keep membership',
  cancelled: 'Your membership will end at the end of the current period.',
  resume: 'Resume membership',
  resumed: 'Your membership will renew again.',
  actionFailed: 'That did not work. Please try again.',
} as const;

export const MEMBERSHIP_TILE_TEXTS = {
  title: 'Membership',
  joinText: 'Become a member: the members’ stories, the chat rooms and more.',
  joinButton: 'Join',
  inviteText: 'This club takes its members by invitation.',
  planRenews: (plan: string, date: string) => `${plan} · renews ${date}`,
  planEnds: (plan: string, date: string) => `${plan} · ends ${date}`,
  planLifetime: (plan: string) => `${plan} · for life`,
  noPlan: 'A member of the club',
  pastDue: 'Your last renewal payment failed.',
  lapsed: 'Your membership has ended.',
  applicationOpen: 'Your application is waiting for an answer.',
  open: 'Open',
  loading: 'Loading your membership...',
} as const;
