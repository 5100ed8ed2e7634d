// A member's picture in chat, or the first letter of their name (docs/product/screens.md Header rule).
import Avatar from '@mui/material/Avatar';
import { initialOf } from '../../../lib/format';
import { assetUrl } from '../../../lib/http';

export default function ChatAvatar({
  username,
  avatarUrl,
  size = 40,
  decorative = false,
}: {
  username: string;
  avatarUrl: string | null;
  size?: number;
  /** Beside the name it shows (a list row): hidden from assistive technology, which reads the name. */
  decorative?: boolean;
}) {
  return (
    <Avatar
      src={assetUrl(avatarUrl)}
      alt={username}
      aria-hidden={decorative || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 700,
        bgcolor: 'tint.gold.16',
        color: 'primary.light',
        border: 1,
        borderColor: 'tint.gold.35',
      }}
    >
      {initialOf(username)}
    </Avatar>
  );
}
