// Who made a change: the administrator's initial and name as it was then; an account deleted
// since is said so (the entry keeps the name, docs/product/back-office.md). A name whose account still exists
// is a link that narrows the list to that administrator's changes.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADMIN_AUDIT_TEXTS as T, type AuditEntry } from '@clanhall/shared';
import AccountAvatar from '../../../components/admin/AccountAvatar';

interface Props {
  entry: AuditEntry;
  size?: number;
  /** Narrow the list to this administrator (absent: the name is plain text). */
  onFilter?: (actorId: number) => void;
}

export default function AuditActor({ entry, size = 24, onFilter }: Props) {
  const gone = entry.actor_id === null;
  const actorId = entry.actor_id;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25, minWidth: 0 }}>
      <AccountAvatar name={entry.actor_name} size={size} gone={gone} />
      <Box sx={{ minWidth: 0 }}>
        {/* One line as tall as the avatar, so the name sits level with it and with the row's other first lines. */}
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: `${size}px` }}>
          {actorId !== null && onFilter ? (
            <Link
              component="button"
              type="button"
              data-testid="audit-actor"
              aria-label={T.onlyActor(entry.actor_name)}
              onClick={() => onFilter(actorId)}
              underline="hover"
              color="inherit"
              sx={{ font: 'inherit', textAlign: 'left', verticalAlign: 'baseline', overflowWrap: 'anywhere' }}
            >
              {entry.actor_name}
            </Link>
          ) : (
            <span data-testid="audit-actor">{entry.actor_name}</span>
          )}
        </Typography>
        {gone && (
          <Typography variant="caption" color="text.secondary" component="p">
            {T.formerAccount}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
