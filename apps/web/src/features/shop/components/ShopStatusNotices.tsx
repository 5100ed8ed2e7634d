// The shop's own notices (docs/product/shop-and-payments.md), under its header, for everyone who visits, not only
// at the checkout: 'Test mode — no real charge' while payments are test ones, and 'The shop is
// not taking orders right now.' while an administrator has closed it. Both come with the page's
// first HTML: the payment config and the site settings are rendered with /shop. Standing notes,
// not alerts: nothing happened that a screen reader should break in for.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { CHECKOUT_TEXTS, SHOP_ERRORS, SHOP_TEXTS } from '@clanhall/shared';

export interface ShopStatusNoticesProps {
  testPayments: boolean;
  takingOrders: boolean;
}

export default function ShopStatusNotices({ testPayments, takingOrders }: ShopStatusNoticesProps) {
  if (!testPayments && takingOrders) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: { xs: 3, md: 4 } }}>
      {!takingOrders && (
        <Alert severity="warning" variant="outlined" role="note" icon={<StorefrontIcon />} data-testid="shop-closed-notice">
          <AlertTitle sx={{ fontWeight: 700 }}>{SHOP_ERRORS.shopClosed}</AlertTitle>
          {SHOP_TEXTS.closedHint}
        </Alert>
      )}
      {testPayments && (
        <Alert severity="info" variant="outlined" role="note" icon={<ScienceIcon />} data-testid="shop-test-notice">
          <AlertTitle sx={{ fontWeight: 700 }}>{CHECKOUT_TEXTS.testMode}</AlertTitle>
          {SHOP_TEXTS.testModeHint}
        </Alert>
      )}
    </Stack>
  );
}
