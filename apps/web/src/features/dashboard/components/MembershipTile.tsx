// The dashboard's Membership tile (docs/product/membership.md): join, or the plan and its
// renewal date, or the status; what it says is membership-tile.ts's. Its own grid cell, which is
// left out when there is no tile.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { MEMBERSHIP_TILE_TEXTS as T, membershipModeAllowsApplying, type Role } from '@clanhall/shared';
import MembershipStatusChip from '../../../components/MembershipStatusChip';
import { formatShortDate } from '../../../lib/format';
import { useSiteSettings } from '../../../lib/site-settings/use-site-settings';
import { useMembershipTile } from '../api/get-membership';
import { useOpenApplication } from '../api/get-open-application';
import { membershipTile } from '../membership-tile';
import DashboardTile from './DashboardTile';

/** The dashboard's other tiles' cell. */
const CELL = { xs: 12, sm: 6, md: 4 } as const;

export default function MembershipTile({ role }: { role: Role }) {
  const { membershipMode } = useSiteSettings();
  const asked = role !== 'admin';
  const membership = useMembershipTile(asked);
  const application = useOpenApplication(role === 'user' && membershipModeAllowsApplying(membershipMode));
  const content = membershipTile({
    role,
    canJoin: membershipMode !== 'invite',
    membership: membership.data,
    applicationOpen: application.data === true,
    formatDate: formatShortDate,
  });
  if (!asked) return null;
  if (membership.isPending && role === 'member')
    return (
      <Grid size={CELL}>
        <DashboardTile
          title={T.title}
          description={T.loading}
          to="/membership"
          icon={<WorkspacePremiumIcon />}
          testId="membership-tile"
        />
      </Grid>
    );
  if (!content) return null;
  return (
    <Grid size={CELL}>
      <DashboardTile
        title={T.title}
        description={content.description}
        to={content.to}
        actionLabel={content.action}
        icon={<WorkspacePremiumIcon />}
        testId="membership-tile"
        detail={
          content.status && (
            <Box>
              <MembershipStatusChip status={content.status} />
            </Box>
          )
        }
      />
    </Grid>
  );
}
