// The post list on wide screens: Title (with excerpt), Author, Status, Tags, Created, Actions.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_BLOG_TEXTS as T, UI, type BlogPost } from '@clanhall/shared';
import PostActions, { type PostActionHandlers } from './PostActions';
import { formatShortDate } from '../../../lib/format';
import { adminExcerpt } from './post-display';
import PostStatusChip from './PostStatusChip';
import TagChips from './TagChips';

export default function PostsTable({ posts, busyId, ...handlers }: PostActionHandlers & { posts: BlogPost[]; busyId?: number }) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={T.title}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '38%' }}>{T.colTitle}</TableCell>
            <TableCell>{T.colAuthor}</TableCell>
            <TableCell>{T.colStatus}</TableCell>
            <TableCell>{T.colTags}</TableCell>
            <TableCell>{T.colCreated}</TableCell>
            <TableCell align="right">{T.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {posts.map((post) => (
            <TableRow key={post.id} hover data-testid="admin-post-row">
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{post.title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {adminExcerpt(post.content, UI.adminExcerpt)}
                </Typography>
              </TableCell>
              <TableCell>{post.author_name}</TableCell>
              <TableCell>
                <PostStatusChip status={post.status} />
              </TableCell>
              <TableCell>
                <TagChips tags={post.tags} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(post.created_at)}</TableCell>
              <TableCell align="right">
                <PostActions post={post} busy={busyId === post.id} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
