// /admin/audit Audit Log (docs/product/back-office.md: every administrator change with who, when and what,
// readable in the back office; docs/decisions/013). Newest first, a table on wide screens and
// cards on phones, 'Load more' for older entries; narrowed by area or administrator (kept in the
// address: use-audit-filters.ts); loading, empty, nothing-matches and failure states.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { ADMIN_AUDIT_TEXTS as T } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageSpinner from '../../components/PageSpinner';
import { useNotify } from '../../components/feedback/notify';
import { useAuditLog } from './api/get-audit-log';
import AuditCardsList from './components/AuditCardsList';
import AuditFilterBar from './components/AuditFilterBar';
import AuditTable from './components/AuditTable';
import { useAuditFilters } from './use-audit-filters';
import AdminPage, { useNarrowAdminLayout } from '../../components/admin/AdminPage';
import EmptyPanel from '../../components/EmptyPanel';

export default function AdminAuditPage() {
  const narrow = useNarrowAdminLayout();
  const notify = useNotify();
  const { filters, filtered, setArea, setActor, clear } = useAuditFilters();
  const { data, isPending, isError, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useAuditLog(filters);
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  // The chip names the administrator as their newest entry here does (an address may carry only the id).
  const actor =
    filters.actorId === null
      ? null
      : { id: filters.actorId, name: entries.find((entry) => entry.actor_id === filters.actorId)?.actor_name ?? `#${filters.actorId}` };

  return (
    <AdminPage title={T.title} subtitle={T.subtitle}>
      <AuditFilterBar area={filters.area} onArea={setArea} actor={actor} onClearActor={() => setActor(null)} />
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : isError && !data ? (
        <LoadFailedAlert message={T.loadFailed} retryLabel={T.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : entries.length === 0 ? (
        <EmptyPanel icon={HistoryIcon} title={filtered ? T.noMatch : T.empty} text={filtered ? T.noMatchText : T.emptyText}>
          {filtered && (
            <Button variant="outlined" onClick={clear} sx={{ mt: 3 }}>
              {T.clearFilters}
            </Button>
          )}
        </EmptyPanel>
      ) : (
        <>
          {narrow ? <AuditCardsList entries={entries} onActor={setActor} /> : <AuditTable entries={entries} onActor={setActor} />}
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
            {hasNextPage ? (
              <Button
                variant="outlined"
                // A failed next page keeps the entries already shown and says so.
                onClick={() =>
                  void fetchNextPage().then((result) => result.isFetchNextPageError && notify(T.loadMoreFailed, 'error'))
                }
                disabled={isFetchingNextPage}
                startIcon={isFetchingNextPage ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {T.loadMore}
              </Button>
            ) : (
              data.pages.length > 1 && (
                <Typography variant="body2" color="text.secondary">
                  {T.end}
                </Typography>
              )
            )}
          </Box>
        </>
      )}
    </AdminPage>
  );
}
