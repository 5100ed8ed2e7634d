// Stripe Elements' card field (docs/product/shop-and-payments.md: postal code hidden). Its own
// chunk: the route loads it only when the server says Stripe is the provider, so the test
// provider's shop never downloads Stripe's code. The card is confirmed with
// stripe.confirmCardPayment(clientSecret, { payment_method: { card } }) (docs/product/shop-and-payments.md).
import { useEffect, useMemo, useState } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import { CHECKOUT_MESSAGES, CHECKOUT_TEXTS } from '@clanhall/shared';
import type { CardPayer } from './card-payer';

export interface StripeCardFieldProps {
  publishableKey: string;
  disabled: boolean;
  onPayer(payer: CardPayer | null): void;
}

// One Stripe.js per key for the page's life (loadStripe injects Stripe's script once).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

/** The card field in the theme's colours (Stripe draws it in its own frame, out of the theme's reach). */
function cardStyle({ palette }: Theme) {
  return {
    base: {
      color: palette.text.primary,
      fontSize: '16px',
      iconColor: palette.primary.main,
      '::placeholder': { color: palette.text.secondary },
    },
    invalid: { color: palette.error.main, iconColor: palette.error.main },
  };
}

export default function StripeCardField({ publishableKey, disabled, onPayer }: StripeCardFieldProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    stripe.then(
      (loaded) => current && !loaded && setFailed(true),
      (error: unknown) => {
        console.warn('Stripe could not be loaded', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [stripe]);
  if (failed) return <Alert severity="error">{CHECKOUT_TEXTS.providerFailed}</Alert>;
  return (
    <Elements stripe={stripe}>
      <StripeCard disabled={disabled} onPayer={onPayer} />
    </Elements>
  );
}

function StripeCard({ disabled, onPayer }: Omit<StripeCardFieldProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const style = useMemo(() => cardStyle(theme), [theme]);
  const [mounted, setMounted] = useState(false);

  // The pay button waits for Stripe and its card field (docs/product/shop-and-payments.md).
  useEffect(() => {
    if (!stripe || !elements || !mounted) return;
    onPayer({
      check: () => null,
      async confirm(clientSecret) {
        const card = elements.getElement(CardElement);
        if (!card) throw new Error('The card field is gone');
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
        if (result.error) return { status: 'refused', message: result.error.message ?? CHECKOUT_MESSAGES.failed };
        return result.paymentIntent?.status === 'succeeded' ? { status: 'succeeded' } : { status: 'not-succeeded' };
      },
    });
    return () => onPayer(null);
  }, [stripe, elements, mounted, onPayer]);

  return (
    <Box
      data-testid="stripe-card-field"
      sx={{
        p: 1.75,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.25,
        bgcolor: 'background.default',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CardElement
        onReady={() => setMounted(true)}
        options={{ hidePostalCode: true, disabled, style }}
      />
    </Box>
  );
}
