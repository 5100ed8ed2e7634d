// The built-in test provider's card field (docs/product/shop-and-payments.md), visibly marked as test mode: no
// real card is charged. Shared by the shop's checkout and the membership checkout (docs/product/membership.md). Labelled inputs 'Card number', 'Expiry' (MM / YY) and 'CVC'; the card
// is confirmed by POST /api/shop/test-payments/confirm, whose 402 carries the card's refusal.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { CHECKOUT_TEXTS } from '@clanhall/shared';
import { ApiError } from '../../lib/http';
import { confirmTestPayment } from './confirm-test-payment';
import type { CardPayer } from './card-payer';
import { checkTestCard, formatCardNumber, formatCvc, formatExpiry, testConfirmBody, type TestCard } from './test-card-input';

export interface TestCardFieldProps {
  disabled: boolean;
  onPayer(payer: CardPayer | null): void;
}

export default function TestCardField({ disabled, onPayer }: TestCardFieldProps) {
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '' });
  // The payer reads the latest card when Pay is pressed.
  const cardRef = useRef(card);
  useEffect(() => {
    cardRef.current = card;
  }, [card]);

  useEffect(() => {
    onPayer({
      check: () => checkTestCard(cardRef.current),
      async confirm(clientSecret) {
        try {
          const answer = await confirmTestPayment(testConfirmBody(cardRef.current, clientSecret));
          return answer.status === 'succeeded' ? { status: 'succeeded' } : { status: 'not-succeeded' };
        } catch (error) {
          // 402: the card was refused, in the provider's own words (docs/product/shop-and-payments.md).
          if (error instanceof ApiError && error.status === 402 && error.serverError) return { status: 'refused', message: error.serverError };
          throw error;
        }
      },
    });
    return () => onPayer(null);
  }, [onPayer]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="legend" fontWeight={600} sx={{ float: 'left', p: 0 }}>
          {CHECKOUT_TEXTS.cardLegend}
        </Typography>
        <Chip icon={<ScienceIcon />} label={CHECKOUT_TEXTS.testMode} color="warning" variant="outlined" size="small" />
      </Box>
      <Alert severity="info" variant="outlined" sx={{ mb: 2, clear: 'both' }}>
        {CHECKOUT_TEXTS.testHint}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
        <TextField
          label={CHECKOUT_TEXTS.cardNumber}
          value={card.number}
          onChange={(event) => setCard((c) => ({ ...c, number: formatCardNumber(event.target.value) }))}
          disabled={disabled}
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
        <TextField
          label={CHECKOUT_TEXTS.expiry}
          value={card.expiry}
          onChange={(event) => setCard((c) => ({ ...c, expiry: formatExpiry(event.target.value) }))}
          disabled={disabled}
          autoComplete="cc-exp"
          placeholder={CHECKOUT_TEXTS.expiryPlaceholder}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={CHECKOUT_TEXTS.cvc}
          value={card.cvc}
          onChange={(event) => setCard((c) => ({ ...c, cvc: formatCvc(event.target.value) }))}
          disabled={disabled}
          autoComplete="cc-csc"
          placeholder="123"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
    </Box>
  );
}
