// Cancel and resume (docs/product/membership.md The member's membership): a renewing membership
// can be cancelled, after a confirmation, and stays in force until its period's end
// ('cancelling'); until then it can be resumed. A lapsed one can be joined again.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ReplayIcon from '@mui/icons-material/Replay';
import { MY_MEMBERSHIP_TEXTS as T, type MembershipView } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { errorText } from '../../../lib/http';
import { formatLongDate } from '../../../lib/format';
import { invalidateTopic } from '../../../lib/query-topics';
import { cancelMembership } from '../api/cancel-membership';
import { resumeMembership } from '../api/resume-membership';
import { myMembershipQuery } from '../api/get-membership';
import CancelMembershipDialog from './CancelMembershipDialog';

export interface MembershipActionsProps {
  membership: MembershipView;
  /** Whether /join offers anything (the club's mode is not 'invite'). */
  canJoin: boolean;
}

export default function MembershipActions({ membership, canJoin }: MembershipActionsProps) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'resume' | null>(null);

  const run = async (kind: 'cancel' | 'resume') => {
    setBusy(kind);
    try {
      const next = kind === 'cancel' ? await cancelMembership() : await resumeMembership();
      queryClient.setQueryData(myMembershipQuery.queryKey, next);
      notify(kind === 'cancel' ? T.cancelled : T.resumed, 'success');
      setConfirming(false);
    } catch (error) {
      notify(errorText(error, T.actionFailed), 'error');
    } finally {
      setBusy(null);
      // Every other screen showing the membership (the dashboard's tile) follows.
      void invalidateTopic(queryClient, 'membership');
    }
  };

  const cancellable = membership.renews && (membership.status === 'active' || membership.status === 'past_due');
  const resumable = membership.status === 'cancelling';
  const rejoin = membership.status === 'lapsed' && canJoin;
  if (!cancellable && !resumable && !rejoin) return null;

  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
      {cancellable && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirming(true)}
          disabled={busy !== null}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          {T.cancel}
        </Button>
      )}
      {resumable && (
        <Button
          variant="contained"
          onClick={() => void run('resume')}
          disabled={busy !== null}
          startIcon={busy === 'resume' ? <CircularProgress size={16} color="inherit" aria-hidden /> : <ReplayIcon />}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          {T.resume}
        </Button>
      )}
      {rejoin && (
        <Button component={RouterLink} to="/join" variant="contained" sx={{ flex: { xs: 1, sm: 'none' } }}>
          {T.joinAgain}
        </Button>
      )}
      <CancelMembershipDialog
        open={confirming}
        message={T.cancelMessage(membership.current_period_end ? formatLongDate(membership.current_period_end) : null)}
        busy={busy === 'cancel'}
        onConfirm={() => void run('cancel')}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
