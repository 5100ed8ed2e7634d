// What a back-office list shows until it can show its rows (docs/product/back-office.md): a
// spinner while it loads; when it failed, the snackbar says what (once per failed load) and the
// alert in its place only that it could not load, beside Try again. Then the screen itself.
import type { ReactNode } from 'react';
import { ADMIN_FEEDBACK_TEXTS as F } from '@clanhall/shared';
import { useLoadErrorNotice } from '../../lib/use-load-error-notice';
import LoadFailedAlert from '../LoadFailedAlert';
import PageSpinner from '../PageSpinner';

export interface AdminLoadQuery {
  isPending: boolean;
  isError: boolean;
  errorUpdatedAt: number;
  isFetching: boolean;
  refetch(): unknown;
}

export interface AdminLoadStateProps<Data> {
  query: AdminLoadQuery;
  /** What the screen needs, undefined until it has loaded (or when it failed). */
  data: Data | undefined;
  texts: { loading: string; retry: string; /** The snackbar's 'Error fetching …'. */ fetchFailed: string };
  /** The alert in place of the list; the back office's 'Could not load this list.' unless told. */
  failedText?: string;
  children(data: Data): ReactNode;
}

export default function AdminLoadState<Data>({
  query,
  data,
  texts,
  failedText = F.listLoadFailed,
  children,
}: AdminLoadStateProps<Data>) {
  useLoadErrorNotice(query, texts.fetchFailed);
  if (query.isPending) return <PageSpinner label={texts.loading} />;
  if (data === undefined) {
    return (
      <LoadFailedAlert
        message={failedText}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(data)}</>;
}
