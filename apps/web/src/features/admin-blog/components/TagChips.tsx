import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { splitTags } from './post-display';

export default function TagChips({ tags }: { tags: string }) {
  const list = splitTags(tags);
  if (list.length === 0) return <span aria-hidden>—</span>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {list.map((tag) => (
        <Chip key={tag} label={tag} size="small" />
      ))}
    </Box>
  );
}
