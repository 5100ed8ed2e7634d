// The invitations sent (docs/product/membership.md#invitations): Email, Invited by, Sent,
// Expires, Used as a table; below 'md' one card each, its state (waiting, used, expired) as a chip.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_INVITATIONS_TEXTS as T, type MembershipInvitation } from '@clanhall/shared';
import AdminList, { AdminCardFooter, type AdminColumn } from '../../../../components/admin/AdminList';
import { formatShortDate } from '../../../../lib/format';
import { InvitationStateChip } from '../MembershipChips';
import { invitationState } from '../membership-display';

const email = (invitation: MembershipInvitation) => (
  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
);
const invitedBy = (invitation: MembershipInvitation) => invitation.invited_by ?? T.formerAdmin;

/** Who registered through the link, and when; else whether it can still be. */
function Used({ invitation }: { invitation: MembershipInvitation }) {
  const state = invitationState(invitation);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <InvitationStateChip state={state} />
      {invitation.used_at && (
        <Typography variant="body2" color="text.secondary">
          {invitation.used_by
            ? T.usedBy(invitation.used_by, formatShortDate(invitation.used_at))
            : T.usedOn(formatShortDate(invitation.used_at))}
        </Typography>
      )}
    </Box>
  );
}

export default function InvitationList({ invitations, empty }: { invitations: MembershipInvitation[]; empty: ReactNode }) {
  const columns: AdminColumn<MembershipInvitation>[] = [
    { header: T.colEmail, width: '30%', cell: email },
    { header: T.colInvitedBy, sx: { overflowWrap: 'anywhere' }, cell: invitedBy },
    { header: T.colSent, sx: { whiteSpace: 'nowrap' }, cell: (invitation) => formatShortDate(invitation.created_at) },
    { header: T.colExpires, sx: { whiteSpace: 'nowrap' }, cell: (invitation) => formatShortDate(invitation.expires_at) },
    { header: T.colUsed, cell: (invitation) => <Used invitation={invitation} /> },
  ];
  return (
    <AdminList
      items={invitations}
      label={T.title}
      columns={columns}
      rowTestId="admin-invitation-row"
      empty={empty}
      card={(invitation) => (
        <>
          {email(invitation)}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            {T.colInvitedBy} {invitedBy(invitation)} · {T.colSent} {formatShortDate(invitation.created_at)}
          </Typography>
          <AdminCardFooter wrap>
            <Used invitation={invitation} />
            <Typography variant="body2" color="text.secondary">
              {T.colExpires} {formatShortDate(invitation.expires_at)}
            </Typography>
          </AdminCardFooter>
        </>
      )}
    />
  );
}
