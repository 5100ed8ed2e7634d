// docs/product/shop-and-payments.md: the back office's dashboard says so while the site takes test payments (the
// built-in test provider, or a Stripe test key), so no administrator takes its orders for sales.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { ADMIN_DASHBOARD_TEXTS as T } from '@clanhall/shared';

export default function TestPaymentsNotice() {
  return (
    <Alert severity="warning" variant="outlined" role="note" icon={<ScienceIcon />} sx={{ mb: { xs: 3, md: 4 } }} data-testid="test-payments-notice">
      <AlertTitle sx={{ fontWeight: 700 }}>{T.testPaymentsTitle}</AlertTitle>
      {T.testPaymentsText}
    </Alert>
  );
}
