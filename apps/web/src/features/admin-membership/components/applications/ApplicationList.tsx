// The applications (docs/product/membership.md#applications): Applicant, Message, Sent, Status,
// Actions as a table; below 'md' one card each. An open one is approved or declined here; an
// answered one says when, and a declined one why.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import { ADMIN_APPLICATIONS_TEXTS as T, ADMIN_MEMBERSHIP_TEXTS as M, type MembershipApplication } from '@clanhall/shared';
import AccountAvatar from '../../../../components/admin/AccountAvatar';
import AdminList, { AdminCardFooter, type AdminColumn } from '../../../../components/admin/AdminList';
import { formatShortDate } from '../../../../lib/format';
import { ApplicationStatusChip } from '../MembershipChips';

export interface ApplicationListProps {
  applications: MembershipApplication[];
  empty: ReactNode;
  /** The application being approved. */
  busyId?: number;
  onApprove(application: MembershipApplication): void;
  onDecline(application: MembershipApplication): void;
}

function Applicant({ application }: { application: MembershipApplication }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <AccountAvatar name={application.username} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{application.username}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {application.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** The applicant's own words, line breaks kept. */
const message = (application: MembershipApplication) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="application-message">
    {application.message}
  </Typography>
);

/** The chip, then for an answered application when, and the reason of a declined one. */
function Status({ application }: { application: MembershipApplication }) {
  return (
    <Box>
      <ApplicationStatusChip status={application.status} />
      {application.decided_at && (
        <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 0.5 }}>
          {T.answered(formatShortDate(application.decided_at))}
        </Typography>
      )}
      {application.status === 'declined' && (
        <Typography variant="caption" color="text.secondary" display="block" sx={{ overflowWrap: 'anywhere' }}>
          {T.reason}: {application.reason || T.noReason}
        </Typography>
      )}
    </Box>
  );
}

export default function ApplicationList({ applications, empty, busyId, onApprove, onDecline }: ApplicationListProps) {
  const actions = (application: MembershipApplication) =>
    application.status === 'open' ? (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<ApproveIcon />}
          disabled={busyId === application.id}
          onClick={() => onApprove(application)}
          aria-label={`${T.approve}: ${application.username}`}
        >
          {T.approve}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busyId === application.id}
          onClick={() => onDecline(application)}
          aria-label={`${T.decline}: ${application.username}`}
        >
          {T.decline}
        </Button>
      </Box>
    ) : null;
  const columns: AdminColumn<MembershipApplication>[] = [
    { header: T.colApplicant, width: '24%', cell: (application) => <Applicant application={application} /> },
    { header: T.colMessage, width: '32%', cell: message },
    { header: T.colSent, sx: { whiteSpace: 'nowrap' }, cell: (application) => formatShortDate(application.created_at) },
    { header: T.colStatus, cell: (application) => <Status application={application} /> },
    { header: M.colActions, align: 'right', cell: (application) => actions(application) ?? M.none },
  ];
  return (
    <AdminList
      items={applications}
      label={T.title}
      columns={columns}
      rowTestId="admin-application-row"
      empty={empty}
      card={(application) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Applicant application={application} />
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', pt: 0.5 }}>
              {formatShortDate(application.created_at)}
            </Typography>
          </Box>
          <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
            {message(application)}
          </Box>
          <AdminCardFooter wrap>
            <Status application={application} />
            {actions(application)}
          </AdminCardFooter>
        </>
      )}
    />
  );
}
