// A post's status chip, and with it 'Members only' for a members-only story
// (docs/product/membership.md#members-only-posts): side by side in the table, one above the
// other in a card's corner.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LockIcon from '@mui/icons-material/LockOutlined';
import { ADMIN_MEMBERSHIP_TEXTS, type BlogPost } from '@clanhall/shared';
import PostStatusChip from './PostStatusChip';

export default function PostChips({
  post,
  stacked = false,
}: {
  post: Pick<BlogPost, 'status' | 'visibility'>;
  stacked?: boolean;
}) {
  const chip = <PostStatusChip status={post.status} />;
  if (post.visibility !== 'members') return chip;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, ...(stacked && { flexDirection: 'column', alignItems: 'flex-end' }) }}
    >
      {chip}
      <Chip
        icon={<LockIcon />}
        label={ADMIN_MEMBERSHIP_TEXTS.membersOnly}
        color="primary"
        size="small"
        variant="outlined"
        data-testid="members-only-chip"
      />
    </Box>
  );
}
