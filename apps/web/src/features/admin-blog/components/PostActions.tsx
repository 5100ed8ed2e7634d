// docs/product/back-office.md: Edit Post, Set as Draft or Publish, Delete Post.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import { ADMIN_BLOG_TEXTS, type BlogPost } from '@clanhall/shared';

export interface PostActionHandlers {
  onEdit(post: BlogPost): void;
  onToggleStatus(post: BlogPost): void;
  onDelete(post: BlogPost): void;
}

export default function PostActions({
  post,
  busy,
  onEdit,
  onToggleStatus,
  onDelete,
}: PostActionHandlers & { post: BlogPost; busy?: boolean }) {
  const toggleLabel = post.status === 'published' ? ADMIN_BLOG_TEXTS.setDraft : ADMIN_BLOG_TEXTS.publish;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={ADMIN_BLOG_TEXTS.editPost}>
        <IconButton aria-label={ADMIN_BLOG_TEXTS.editPost} onClick={() => onEdit(post)} size="small" color="primary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={toggleLabel}>
        <span>
          <IconButton
            aria-label={toggleLabel}
            onClick={() => onToggleStatus(post)}
            size="small"
            color={post.status === 'published' ? 'warning' : 'success'}
            disabled={busy}
          >
            {post.status === 'published' ? <UnpublishedIcon fontSize="small" /> : <PublishIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={ADMIN_BLOG_TEXTS.deletePost}>
        <IconButton aria-label={ADMIN_BLOG_TEXTS.deletePost} onClick={() => onDelete(post)} size="small" color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
