// The post list on narrow screens: one card per post with the same fields and actions.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UI, type BlogPost } from '@clanhall/shared';
import PostActions, { type PostActionHandlers } from './PostActions';
import { formatShortDate } from '../../../lib/format';
import { adminExcerpt } from './post-display';
import PostStatusChip from './PostStatusChip';
import TagChips from './TagChips';

export default function PostCardsList({
  posts,
  busyId,
  ...handlers
}: PostActionHandlers & { posts: BlogPost[]; busyId?: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {posts.map((post) => (
        <Paper component="li" key={post.id} sx={{ p: 2 }} data-testid="admin-post-row">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{post.title}</Typography>
            <PostStatusChip status={post.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {adminExcerpt(post.content, UI.adminExcerpt)}
          </Typography>
          <Box sx={{ mt: 1.5 }}>
            <TagChips tags={post.tags} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1.5, gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {post.author_name} · {formatShortDate(post.created_at)}
            </Typography>
            <PostActions post={post} busy={busyId === post.id} {...handlers} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
