// 'Grant membership' (docs/product/membership.md#back-office-and-dashboard): an account picked
// by the start of its username or email, through the back office's own accounts search; it
// becomes a member at once, with no plan and no end. Members and administrators are offered but
// cannot be picked (the server refuses them): the search says why.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_MEMBERS_TEXTS as T, ADMIN_MEMBERSHIP_TEXTS as M, type AdminUser } from '@clanhall/shared';
import AccountAvatar from '../../../../components/admin/AccountAvatar';
import FormDialog from '../../../../components/FormDialog';
import { RoleChip } from '../../../../components/UserChips';
import { useDebounced } from '../../../../lib/use-debounced';
import { useAccountSearch } from '../../api/search-accounts';

export interface GrantMembershipDialogProps {
  saving: boolean;
  /** After a failed grant: that nothing was done (the snackbar says why). */
  error?: string;
  onGrant(user: AdminUser): void;
  onClose(): void;
}

export default function GrantMembershipDialog({ saving, error, onGrant, onClose }: GrantMembershipDialogProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const settled = useDebounced(text.trim(), 250);
  const search = useAccountSearch(settled);
  const options = settled ? (search.data?.users ?? []) : [];

  return (
    <FormDialog
      open
      title={T.grantTitle}
      error={error}
      saving={saving}
      submitDisabled={!picked}
      submitLabel={T.grantSubmit}
      savingLabel={T.granting}
      cancelLabel={M.cancel}
      onSubmit={() => picked && onGrant(picked)}
      onClose={onClose}
    >
      <Typography color="text.secondary">{T.grantIntro}</Typography>
      <Autocomplete
        options={options}
        value={picked}
        onChange={(_e, user) => setPicked(user)}
        inputValue={text}
        onInputChange={(_e, value) => setText(value)}
        // The server narrows the list already.
        filterOptions={(all) => all}
        getOptionLabel={(user) => user.username}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionDisabled={(user) => user.role !== 'user'}
        loading={search.isFetching}
        loadingText={T.grantSearching}
        noOptionsText={settled ? T.grantNoMatch : T.grantAccountHint}
        renderOption={({ key, ...props }, user) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <AccountAvatar name={user.username} src={user.avatar_url} size={32} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.username}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {{ admin: T.grantIsAdmin, member: T.grantIsMember, user: user.email }[user.role]}
              </Typography>
            </Box>
            <RoleChip role={user.role} />
          </Box>
        )}
        renderInput={(params) => <TextField {...params} label={T.grantAccount} helperText={T.grantAccountHint} autoFocus />}
      />
    </FormDialog>
  );
}
