// Checkout step 2, 'Payment' (docs/product/shop-and-payments.md): the amount, the card field of
// the provider the server names (GET /api/shop/payment-config), and why the last attempt did
// not pay. Stripe's field is its own chunk, loaded only when Stripe is the provider.
import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { CHECKOUT_TEXTS, formatMoney, fromCents } from '@clanhall/shared';
import { HEADING_FONT } from '../../../lib/design-tokens';
import { usePaymentConfig } from '../api/get-payment-config';
import type { CardPayer } from '../../../components/payments/card-payer';
import TestCardField from '../../../components/payments/TestCardField';

const StripeCardField = lazy(() => import('../../../components/payments/StripeCardField'));

export interface PaymentStepProps {
  totalCents: number;
  processing: boolean;
  error: string | null;
  onPayer(payer: CardPayer | null): void;
}

function FieldLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{CHECKOUT_TEXTS.loadingProvider}</Typography>
    </Box>
  );
}

export default function PaymentStep({ totalCents, processing, error, onPayer }: PaymentStepProps) {
  const config = usePaymentConfig(true);
  return (
    <Box sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'tint.gold.6',
        }}
      >
        <Typography sx={{ fontFamily: HEADING_FONT, fontWeight: 700 }}>{CHECKOUT_TEXTS.summaryTotal}</Typography>
        <Typography sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.4rem', color: 'primary.light' }}>
          {formatMoney(fromCents(totalCents))}
        </Typography>
      </Box>
      {config.isPending ? (
        <FieldLoading />
      ) : config.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void config.refetch()}>
              {CHECKOUT_TEXTS.retry}
            </Button>
          }
        >
          {CHECKOUT_TEXTS.providerFailed}
        </Alert>
      ) : config.data.provider === 'stripe' ? (
        <Suspense fallback={<FieldLoading />}>
          <StripeCardField publishableKey={config.data.publishableKey} disabled={processing} onPayer={onPayer} />
        </Suspense>
      ) : (
        <TestCardField disabled={processing} onPayer={onPayer} />
      )}
      {error && (
        <Alert severity="error" role="alert" data-testid="payment-error">
          {error}
        </Alert>
      )}
      {config.data?.provider === 'stripe' && (
        // Only true of Stripe: the test provider's card field posts to this server.
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LockIcon fontSize="small" aria-hidden />
          {CHECKOUT_TEXTS.secureNote}
        </Typography>
      )}
    </Box>
  );
}
