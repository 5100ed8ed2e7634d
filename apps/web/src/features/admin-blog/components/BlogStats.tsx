// docs/product/back-office.md: Total Posts, Published, Drafts, Authors (distinct author names).
import Box from '@mui/material/Box';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import DraftIcon from '@mui/icons-material/EditNoteOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import PublishedIcon from '@mui/icons-material/CheckCircleOutline';
import { ADMIN_BLOG_TEXTS as T, type BlogPost } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function BlogStats({ posts }: { posts: BlogPost[] }) {
  const published = posts.filter((p) => p.status === 'published').length;
  const authors = new Set(posts.map((p) => p.author_name).filter(Boolean)).size;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <StatTile label={T.totalPosts} value={posts.length} icon={<ArticleIcon />} />
      <StatTile label={T.published} value={published} icon={<PublishedIcon />} />
      <StatTile label={T.drafts} value={posts.length - published} icon={<DraftIcon />} />
      <StatTile label={T.authors} value={authors} icon={<PeopleIcon />} />
    </Box>
  );
}
