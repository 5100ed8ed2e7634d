// The end of a list that loads more as it scrolls into view: when the sentinel is seen, the next
// page is asked for (once at a time). A button does the same for keyboards and for browsers
// that never report the sentinel visible.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface LoadMoreSentinelProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
  label: string;
}

export default function LoadMoreSentinel({ hasMore, loading, onLoadMore, label }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
      if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
    // The sentinel is not rendered while there is nothing more: it is observed anew when it is.
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <Box ref={ref} sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
      {loading ? (
        <CircularProgress size={20} aria-label={label} />
      ) : (
        <Button size="small" onClick={onLoadMore}>
          {label}
        </Button>
      )}
    </Box>
  );
}
