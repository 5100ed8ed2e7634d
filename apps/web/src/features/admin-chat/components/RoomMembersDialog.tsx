// The members of a private room (docs/product/chat.md): who is in it, adding one by choosing an
// account, and removing one (their open tabs leave the room at once).
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LockIcon from '@mui/icons-material/LockOutlined';
import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { ADMIN_CHAT_MESSAGES as M, ADMIN_FEEDBACK_TEXTS as F, ROLE_LABELS, type ChatRoom, type ChatUser } from '@clanhall/shared';
import PageSpinner from '../../../components/PageSpinner';
import { useNotify } from '../../../components/feedback/notify';
import { useRoomMembers } from '../api/get-room-members';
import { useRemoveRoomMember } from '../api/remove-room-member';
import AddMemberForm from './AddMemberForm';
import AccountAvatar from '../../../components/admin/AccountAvatar';
import { useLoadErrorNotice } from '../../../lib/use-load-error-notice';

export default function RoomMembersDialog({ room, onClose }: { room: ChatRoom; onClose(): void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useRoomMembers(room.id);
  const remove = useRemoveRoomMember();

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchMembersFailed);

  const members = useMemo(() => data?.members ?? [], [data]);
  const memberIds = useMemo(() => new Set(members.map((m) => m.id)), [members]);
  const titleId = `room-members-${room.id}`;

  function removeMember(member: ChatUser) {
    remove.mutate(
      { roomId: room.id, userId: member.id },
      { onSuccess: () => notify(M.memberRemoved, 'success'), onError: () => notify(M.removeMemberFailed, 'error') },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <LockIcon aria-hidden sx={{ color: 'warning.main' }} />
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {M.membersTitle(room.name)}
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {M.membersIntro}
        </Typography>
        <AddMemberForm roomId={room.id} memberIds={memberIds} />
        <Box sx={{ mt: 3 }}>
          {isPending ? (
            <PageSpinner label={M.membersLoading} />
          ) : !data ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
                  {M.retry}
                </Button>
              }
            >
              {F.listLoadFailed}
            </Alert>
          ) : members.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {M.noMembers}
            </Typography>
          ) : (
            <>
              <Typography variant="overline" color="text.secondary">
                {M.memberCount(members.length)}
              </Typography>
              <Box component="ul" aria-label={M.membersTitle(room.name)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {members.map((member) => (
                  <Box
                    component="li"
                    key={member.id}
                    data-testid="admin-room-member"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      py: 1.25,
                      '& + &': { borderTop: 1, borderColor: 'divider' },
                    }}
                  >
                    <AccountAvatar name={member.username} src={member.avatar_url} size={36} />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.username}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {ROLE_LABELS[member.role]}
                      </Typography>
                    </Box>
                    <Tooltip title={M.removeMember}>
                      <span>
                        <IconButton
                          aria-label={M.removeMember}
                          onClick={() => removeMember(member)}
                          disabled={remove.isPending && remove.variables?.userId === member.id}
                          size="small"
                          color="error"
                        >
                          <RemoveIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Box>
                ))}
              </Box>
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          {M.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
