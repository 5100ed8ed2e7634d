// Adding a member to a private room (docs/product/chat.md): choose an account, then Add. Offered are
// the active accounts that are not administrators (they always may read) and not members yet.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { ADMIN_CHAT_MESSAGES as M, ADMIN_FEEDBACK_TEXTS as F, ROLE_LABELS, type AdminUser } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { errorText } from '../../../lib/http';
import { useAddRoomMember } from '../api/add-room-member';
import { useMemberCandidates } from '../api/get-member-candidates';
import AccountAvatar from '../../../components/admin/AccountAvatar';

export default function AddMemberForm({ roomId, memberIds }: { roomId: number; memberIds: ReadonlySet<number> }) {
  const notify = useNotify();
  const candidates = useMemberCandidates();
  const add = useAddRoomMember();
  const [choice, setChoice] = useState<AdminUser | null>(null);

  useEffect(() => {
    if (candidates.isError) notify(M.fetchUsersFailed, 'error');
  }, [candidates.isError, candidates.errorUpdatedAt, notify]);

  const options = useMemo(
    () => (candidates.data?.users ?? []).filter((u) => u.status === 'active' && u.role !== 'admin' && !memberIds.has(u.id)),
    [candidates.data, memberIds],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    add.mutate(
      { roomId, userId: choice.id },
      {
        onSuccess: () => {
          notify(M.memberAdded, 'success');
          setChoice(null);
        },
        // The server's reason when it gives one ('Already a member of this room').
        onError: (error) => notify(errorText(error, M.addMemberFailed), 'error'),
      },
    );
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Autocomplete
        options={options}
        value={choice}
        onChange={(_e, next) => setChoice(next)}
        getOptionLabel={(user) => user.username}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={candidates.isPending}
        // The snackbar says 'Error fetching users' (docs/product/back-office.md); the open list, in other words.
        noOptionsText={candidates.isError ? F.listLoadFailed : M.noUsersLeft}
        sx={{ flex: '1 1 240px', minWidth: 0 }}
        renderOption={({ key, ...props }, user) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <AccountAvatar name={user.username} src={user.avatar_url} size={28} />
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{user.username}</Typography>
            <Typography variant="caption" color="text.secondary">
              {ROLE_LABELS[user.role]}
            </Typography>
          </Box>
        )}
        renderInput={(params) => <TextField {...params} label={M.chooseUser} size="small" />}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!choice || add.isPending}
        startIcon={add.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <PersonAddIcon />}
        sx={{ flexShrink: 0, height: 40, width: { xs: '100%', sm: 'auto' } }}
      >
        {add.isPending ? M.adding : M.add}
      </Button>
    </Box>
  );
}
