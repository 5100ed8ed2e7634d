// The user's picture, or the username's initial when there is none (or it fails to load).
// Decorative: the username is always written next to it.
import Avatar from '@mui/material/Avatar';
import type { AdminUser } from '@clanhall/shared';
import { assetUrl } from '../../../lib/http';
import { initialOf } from '../../../lib/format';

export default function UserAvatar({ user, size = 40 }: { user: Pick<AdminUser, 'username' | 'avatar_url'>; size?: number }) {
  return (
    <Avatar
      src={assetUrl(user.avatar_url)}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        fontWeight: 700,
        color: 'primary.light',
        bgcolor: 'tint.gold.12',
        border: 1,
        borderColor: 'tint.gold.30',
      }}
    >
      {initialOf(user.username)}
    </Avatar>
  );
}
