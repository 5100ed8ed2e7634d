// What a page that failed shows, inside the header and footer, instead of React Router's
// developer screen. A chunk that no longer exists (the site was updated while this tab was
// open) is fetched afresh by reloading once; a second failure shows the notice.
import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { PAGE_ERROR_TEXTS as T } from '@clanhall/shared';
import GuardNotice from './GuardNotice';

const RELOADED_KEY = 'clanhall-chunk-reload';

/** The browsers' words for a lazy chunk that could not be fetched. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message);

export default function PageError() {
  const error = useRouteError();
  const reloadOnce = isChunkLoadError(error) && sessionStorage.getItem(RELOADED_KEY) !== location.pathname;
  useEffect(() => {
    if (reloadOnce) {
      sessionStorage.setItem(RELOADED_KEY, location.pathname);
      location.reload();
    }
  }, [reloadOnce]);
  if (reloadOnce) return null;
  return (
    <GuardNotice
      icon={<ErrorIcon />}
      title={T.title}
      documentTitle={T.title}
      actions={
        <>
          <Button variant="contained" onClick={() => location.reload()}>
            {T.reload}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/" reloadDocument>
            {T.home}
          </Button>
        </>
      }
    >
      {T.text}
    </GuardNotice>
  );
}
