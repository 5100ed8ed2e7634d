// The members (docs/product/membership.md#back-office-and-dashboard): Member, Plan, Status,
// Member since, Renewal, Actions as a table; below 'md' one card per membership.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EndIcon from '@mui/icons-material/PersonRemoveOutlined';
import {
  ADMIN_MEMBER_SOURCE_LABELS,
  ADMIN_MEMBERS_TEXTS as T,
  ADMIN_MEMBERSHIP_TEXTS as M,
  PLAN_INTERVAL_LABELS,
  type AdminMember,
} from '@clanhall/shared';
import AccountAvatar from '../../../../components/admin/AccountAvatar';
import MembershipStatusChip from '../../../../components/MembershipStatusChip';
import AdminList, { AdminCardFooter, type AdminColumn } from '../../../../components/admin/AdminList';
import RowActions from '../../../../components/admin/RowActions';
import { formatShortDate } from '../../../../lib/format';
import { renewalText } from '../membership-display';

export interface MemberListProps {
  members: AdminMember[];
  empty: ReactNode;
  onEnd(member: AdminMember): void;
}

function Account({ member, size }: { member: AdminMember; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <AccountAvatar name={member.username} size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.username}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** The plan and its period, or 'No plan', over how the membership began. */
function Plan({ member }: { member: AdminMember }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {member.plan ? `${member.plan.name} · ${PLAN_INTERVAL_LABELS[member.plan.interval]}` : T.noPlan}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {ADMIN_MEMBER_SOURCE_LABELS[member.source]}
      </Typography>
    </>
  );
}

export default function MemberList({ members, empty, onEnd }: MemberListProps) {
  // A lapsed membership has ended already.
  const actions = (member: AdminMember) => (
    <RowActions
      actions={[
        {
          label: T.end,
          icon: <EndIcon fontSize="small" />,
          onClick: () => onEnd(member),
          color: 'error',
          disabled: member.status === 'lapsed',
        },
      ]}
    />
  );
  const columns: AdminColumn<AdminMember>[] = [
    { header: T.colMember, width: '30%', cell: (member) => <Account member={member} /> },
    { header: T.colPlan, cell: (member) => <Plan member={member} /> },
    { header: T.colStatus, cell: (member) => <MembershipStatusChip status={member.status} /> },
    { header: T.colSince, sx: { whiteSpace: 'nowrap' }, cell: (member) => formatShortDate(member.started_at) },
    { header: T.colRenewal, sx: { whiteSpace: 'nowrap' }, cell: renewalText },
    { header: M.colActions, align: 'right', cell: actions },
  ];
  return (
    <AdminList
      items={members}
      label={T.title}
      columns={columns}
      rowTestId="admin-member-row"
      empty={empty}
      card={(member) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Account member={member} size={44} />
            <MembershipStatusChip status={member.status} />
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <Plan member={member} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {T.colSince} {formatShortDate(member.started_at)}
            </Typography>
          </Box>
          <AdminCardFooter>
            <Typography variant="body2" color="text.secondary">
              {renewalText(member)}
            </Typography>
            {actions(member)}
          </AdminCardFooter>
        </>
      )}
    />
  );
}
