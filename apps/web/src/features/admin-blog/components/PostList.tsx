// The post list: Title (with excerpt), Author, Status, Tags, Created, Actions as a table; on
// narrow screens one card per post with the same fields and actions.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import { ADMIN_BLOG_TEXTS as T, UI, type BlogPost } from '@clanhall/shared';
import AdminList, { type AdminColumn } from '../../../components/admin/AdminList';
import EmptyPanel from '../../../components/EmptyPanel';
import RowActions from '../../../components/admin/RowActions';
import { formatShortDate } from '../../../lib/format';
import { adminExcerpt } from './post-display';
import PostChips from './PostChips';
import TagChips from './TagChips';

export interface PostListProps {
  posts: BlogPost[];
  /** The post whose status is being changed. */
  busyId?: number;
  onEdit(post: BlogPost): void;
  onToggleStatus(post: BlogPost): void;
  onDelete(post: BlogPost): void;
}

export default function PostList({ posts, busyId, onEdit, onToggleStatus, onDelete }: PostListProps) {
  // docs/product/back-office.md: Edit Post, Set as Draft or Publish, Delete Post.
  const actions = (post: BlogPost) => {
    const published = post.status === 'published';
    return (
      <RowActions
        actions={[
          { label: T.editPost, icon: <EditIcon fontSize="small" />, onClick: () => onEdit(post) },
          {
            label: published ? T.setDraft : T.publish,
            icon: published ? <UnpublishedIcon fontSize="small" /> : <PublishIcon fontSize="small" />,
            onClick: () => onToggleStatus(post),
            color: published ? 'warning' : 'success',
            disabled: busyId === post.id,
          },
          { label: T.deletePost, icon: <DeleteIcon fontSize="small" />, onClick: () => onDelete(post), color: 'error' },
        ]}
      />
    );
  };
  const excerpt = (post: BlogPost) => adminExcerpt(post.content, UI.adminExcerpt);
  const columns: AdminColumn<BlogPost>[] = [
    {
      header: T.colTitle,
      width: '38%',
      cell: (post) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{post.title}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {excerpt(post)}
          </Typography>
        </>
      ),
    },
    { header: T.colAuthor, cell: (post) => post.author_name },
    { header: T.colStatus, cell: (post) => <PostChips post={post} /> },
    { header: T.colTags, cell: (post) => <TagChips tags={post.tags} /> },
    { header: T.colCreated, sx: { whiteSpace: 'nowrap' }, cell: (post) => formatShortDate(post.created_at) },
    { header: T.colActions, align: 'right', cell: actions },
  ];
  return (
    <AdminList
      items={posts}
      label={T.title}
      columns={columns}
      rowTestId="admin-post-row"
      empty={<EmptyPanel text={T.empty} />}
      card={(post) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{post.title}</Typography>
            <Box sx={{ flexShrink: 0 }}>
              <PostChips post={post} stacked />
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {excerpt(post)}
          </Typography>
          <Box sx={{ mt: 1.5 }}>
            <TagChips tags={post.tags} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1.5, gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {post.author_name} · {formatShortDate(post.created_at)}
            </Typography>
            {actions(post)}
          </Box>
        </>
      )}
    />
  );
}
