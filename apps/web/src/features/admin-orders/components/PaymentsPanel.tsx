// The Payments tab (beyond the documents, docs/product/shop-and-payments.md): every payment, so the administrator
// sees the ones that never became an order, waiting or refunded; more loaded as it scrolls.
import Typography from '@mui/material/Typography';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { ADMIN_FEEDBACK_TEXTS as F, ADMIN_ORDERS_TEXTS as T, ADMIN_PAYMENTS_TEXTS as P } from '@clanhall/shared';
import LoadFailedAlert from '../../../components/LoadFailedAlert';
import LoadMoreSentinel from '../../../components/LoadMoreSentinel';
import PageSpinner from '../../../components/PageSpinner';
import { useAdminPayments } from '../api/get-admin-payments';
import PaymentCardsList from './PaymentCardsList';
import PaymentsTable from './PaymentsTable';
import { useLoadErrorNotice } from '../../../lib/use-load-error-notice';
import EmptyPanel from '../../../components/EmptyPanel';

export default function PaymentsPanel({ narrow }: { narrow: boolean }) {
  const { payments, isPending, isError, errorUpdatedAt, refetch, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } = useAdminPayments();

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, P.fetchFailed);

  if (isPending) return <PageSpinner label={P.loading} />;
  if (!payments) {
    return (
      <LoadFailedAlert message={F.listLoadFailed} retryLabel={T.retry} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {P.intro}
      </Typography>
      {payments.length === 0 ? (
        <EmptyPanel icon={PaymentsIcon} text={P.empty} />
      ) : (
        <>
          {narrow ? <PaymentCardsList payments={payments} /> : <PaymentsTable payments={payments} />}
          <LoadMoreSentinel hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} label={P.loadMore} />
        </>
      )}
    </>
  );
}
