// docs/product/back-office.md: Total Posts, Published, Drafts, Authors (distinct author names).
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import DraftIcon from '@mui/icons-material/EditNoteOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import PublishedIcon from '@mui/icons-material/CheckCircleOutline';
import { ADMIN_BLOG_TEXTS as T, type BlogPost } from '@clanhall/shared';
import AdminTiles from '../../../components/admin/AdminTiles';

export default function BlogStats({ posts }: { posts: BlogPost[] }) {
  const published = posts.filter((p) => p.status === 'published').length;
  const authors = new Set(posts.map((p) => p.author_name).filter(Boolean)).size;
  return (
    <AdminTiles
      tiles={[
        { label: T.totalPosts, value: posts.length, icon: <ArticleIcon /> },
        { label: T.published, value: published, icon: <PublishedIcon /> },
        { label: T.drafts, value: posts.length - published, icon: <DraftIcon /> },
        { label: T.authors, value: authors, icon: <PeopleIcon /> },
      ]}
    />
  );
}
