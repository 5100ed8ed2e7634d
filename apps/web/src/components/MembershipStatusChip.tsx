// A membership's status in a word (docs/product/membership.md: active, cancelling, past_due, lapsed):
// the member's /membership, the dashboard's Membership tile, and the back office's lists.
import Chip from '@mui/material/Chip';
import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from '@clanhall/shared';

const COLORS = { active: 'success', cancelling: 'warning', past_due: 'error', lapsed: 'default' } as const;

export default function MembershipStatusChip({ status }: { status: MembershipStatus }) {
  return (
    <Chip
      data-testid="membership-status"
      size="small"
      color={COLORS[status]}
      variant="outlined"
      label={MEMBERSHIP_STATUS_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}
