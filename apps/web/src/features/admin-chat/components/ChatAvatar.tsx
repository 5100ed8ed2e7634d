// An account's picture, or its initial when there is none (or it fails to load). Decorative:
// the username is always written next to it.
import Avatar from '@mui/material/Avatar';
import { assetUrl } from '../../../lib/http';
import { initialOf } from '../../../lib/format';

export default function ChatAvatar({
  username,
  avatarUrl,
  size = 36,
}: {
  username: string;
  avatarUrl?: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={assetUrl(avatarUrl)}
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
      {initialOf(username)}
    </Avatar>
  );
}
