// The card field of the provider the server names (GET /api/shop/payment-config), as the shop's
// checkout shows it: the built-in test provider's own field, visibly in test mode, or Stripe
// Elements, whose code is its own chunk loaded only when Stripe is the provider.
import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { CHECKOUT_TEXTS } from '@clanhall/shared';
import type { CardPayer } from '../../../components/payments/card-payer';
import TestCardField from '../../../components/payments/TestCardField';
import { usePaymentConfig } from '../api/get-payment-config';

const StripeCardField = lazy(() => import('../../../components/payments/StripeCardField'));

function FieldLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{CHECKOUT_TEXTS.loadingProvider}</Typography>
    </Box>
  );
}

export interface JoinCardFieldProps {
  disabled: boolean;
  onPayer(payer: CardPayer | null): void;
}

export default function JoinCardField({ disabled, onPayer }: JoinCardFieldProps) {
  const config = usePaymentConfig(true);
  if (config.isPending) return <FieldLoading />;
  if (config.isError)
    return (
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
    );
  if (config.data.provider === 'stripe')
    return (
      <>
        <Suspense fallback={<FieldLoading />}>
          <StripeCardField publishableKey={config.data.publishableKey} disabled={disabled} onPayer={onPayer} />
        </Suspense>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LockIcon fontSize="small" aria-hidden />
          {CHECKOUT_TEXTS.secureNote}
        </Typography>
      </>
    );
  return <TestCardField disabled={disabled} onPayer={onPayer} />;
}
