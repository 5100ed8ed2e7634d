// The screen's state chips: an application's, an invitation's, a plan's (a membership's is
// components/MembershipStatusChip.tsx, the member's screens' too). Green is in force or done,
// amber needs a look, grey is over.
import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  ADMIN_APPLICATION_STATUS_LABELS,
  ADMIN_INVITATIONS_TEXTS as I,
  ADMIN_PLANS_TEXTS as P,
  type ApplicationStatus,
} from '@clanhall/shared';
import type { InvitationState } from './membership-display';

function StateChip({ label, color, testId }: { label: string; color: ChipProps['color']; testId: string }) {
  return <Chip label={label} color={color} size="small" variant="outlined" data-testid={testId} />;
}

const APPLICATION_COLORS: Record<ApplicationStatus, ChipProps['color']> = {
  open: 'warning',
  approved: 'success',
  declined: 'default',
};
export const ApplicationStatusChip = ({ status }: { status: ApplicationStatus }) => (
  <StateChip label={ADMIN_APPLICATION_STATUS_LABELS[status]} color={APPLICATION_COLORS[status]} testId="application-status" />
);

const INVITATION_CHIPS: Record<InvitationState, [string, ChipProps['color']]> = {
  waiting: [I.waiting, 'primary'],
  used: [I.used, 'success'],
  expired: [I.expired, 'default'],
};
export const InvitationStateChip = ({ state }: { state: InvitationState }) => (
  <StateChip label={INVITATION_CHIPS[state][0]} color={INVITATION_CHIPS[state][1]} testId="invitation-state" />
);

export const PlanActiveChip = ({ active }: { active: boolean }) => (
  <StateChip label={active ? P.active : P.inactive} color={active ? 'success' : 'default'} testId="plan-status" />
);
