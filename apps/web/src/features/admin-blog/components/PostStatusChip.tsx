import Chip from '@mui/material/Chip';
import { ADMIN_BLOG_TEXTS, type PostStatus } from '@clanhall/shared';

export default function PostStatusChip({ status }: { status: PostStatus }) {
  return status === 'published' ? (
    <Chip label={ADMIN_BLOG_TEXTS.statusPublished} color="success" size="small" variant="outlined" />
  ) : (
    <Chip label={ADMIN_BLOG_TEXTS.statusDraft} color="warning" size="small" variant="outlined" />
  );
}
