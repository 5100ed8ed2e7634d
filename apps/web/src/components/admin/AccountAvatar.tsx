// An account's picture, or its name's initial when there is none (or it fails to load), in the
// back office's gold ring; grey for an account that no longer exists. Decorative: the name is
// always written next to it.
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { assetUrl } from '../../lib/http';
import { initialOf } from '../../lib/format';

export interface AccountAvatarProps extends Pick<AvatarProps, 'sx'> {
  name: string;
  src?: string | null;
  size?: number;
  /** An account deleted since (the audit log keeps its name). */
  gone?: boolean;
  'data-testid'?: string;
}

export default function AccountAvatar({ name, src, size = 40, gone = false, sx, ...rest }: AccountAvatarProps) {
  return (
    <Avatar
      src={assetUrl(src)}
      alt=""
      aria-hidden
      {...rest}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.45,
          fontWeight: 700,
          color: gone ? 'text.secondary' : 'primary.light',
          bgcolor: gone ? 'action.hover' : 'tint.gold.12',
          border: 1,
          borderColor: gone ? 'divider' : 'tint.gold.30',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialOf(name)}
    </Avatar>
  );
}
