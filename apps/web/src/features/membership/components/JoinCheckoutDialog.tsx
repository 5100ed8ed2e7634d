// The checkout of a plan (docs/product/membership.md Buying a membership), in the shop's
// manner: what is due today and how it renews, the provider's card field, the card's refusal in
// its own words, a pay button that waits for the card field and says what is happening while it
// pays; then 'Welcome to the club'. Its own chunk, loaded when a plan is first chosen. Full
// screen on phones. It cannot be closed while paying.
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LockIcon from '@mui/icons-material/LockOutlined';
import CelebrationIcon from '@mui/icons-material/CelebrationOutlined';
import { formatMoney, JOIN_CHECKOUT_TEXTS as T, planPriceLabel, type MembershipPlan } from '@clanhall/shared';
import type { CardPayer } from '../../../components/payments/card-payer';
import { HEADING_FONT } from '../../../lib/design-tokens';
import { useJoinPayment } from '../use-join-payment';
import JoinCardField from './JoinCardField';

export interface JoinCheckoutDialogProps {
  open: boolean;
  plan: MembershipPlan | null;
  onClose(): void;
}

function PlanDue({ plan }: { plan: MembershipPlan }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'tint.gold.6', display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontFamily: HEADING_FONT, fontWeight: 700, overflowWrap: 'anywhere' }}>{plan.name}</Typography>
        <Typography color="text.secondary">{planPriceLabel(plan.price, plan.interval)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography sx={{ fontFamily: HEADING_FONT, fontWeight: 700 }}>{T.due}</Typography>
        <Typography
          data-testid="join-due"
          sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.4rem', color: 'primary.light' }}
        >
          {formatMoney(plan.price)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {plan.interval === 'lifetime' ? T.lifetimeNote : T.renewsNote(plan.interval)}
      </Typography>
    </Box>
  );
}

function Joined({ plan }: { plan: MembershipPlan }) {
  return (
    <Box role="status" data-testid="join-success" sx={{ textAlign: 'center', py: { xs: 4, sm: 3 } }}>
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2,
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.light',
          bgcolor: 'tint.gold.12',
          border: 1,
          borderColor: 'tint.gold.40',
          boxShadow: ({ palette }) => `0 0 32px ${palette.tint.gold[24]}`,
        }}
      >
        <CelebrationIcon sx={{ fontSize: 36 }} />
      </Box>
      <Typography component="h3" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, color: 'primary.light' }}>
        {T.successTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {T.successText(plan.name)}
      </Typography>
    </Box>
  );
}

export default function JoinCheckoutDialog({ open, plan, onClose }: JoinCheckoutDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [payer, setPayer] = useState<CardPayer | null>(null);
  const payment = useJoinPayment();
  const { reset } = payment;
  const onPayer = useCallback((next: CardPayer | null) => setPayer(() => next), []);

  // Every opening starts afresh, unless a payment is waiting for its activation.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  if (!plan) return null;
  const busy = payment.phase === 'paying' || payment.phase === 'activating';
  const joined = payment.phase === 'joined';
  const waitingActivation = payment.phase === 'activation-failed';
  const busyLabel = payment.phase === 'activating' ? T.activating : T.processing;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="join-checkout-title"
    >
      <DialogTitle id="join-checkout-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 3 }}>
        <LockIcon aria-hidden sx={{ color: 'primary.main' }} />
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {T.title(plan.name)}
        </Box>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {joined ? (
          <Joined plan={plan} />
        ) : (
          <>
            <PlanDue plan={plan} />
            {!waitingActivation && <JoinCardField disabled={busy} onPayer={onPayer} />}
            {payment.error && (
              <Alert severity={waitingActivation ? 'warning' : 'error'} role="alert" data-testid="payment-error">
                {payment.error}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {joined ? (
          <>
            <Button
              component={RouterLink}
              to="/dashboard"
              color="inherit"
              sx={{ mr: { sm: 'auto' }, flexBasis: { xs: '100%', sm: 'auto' } }}
            >
              {T.goToDashboard}
            </Button>
            <Button component={RouterLink} to="/membership" variant="contained" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
              {T.goToMembership}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy} color="inherit" sx={{ mr: 'auto' }}>
              {waitingActivation ? T.close : T.cancel}
            </Button>
            {waitingActivation ? (
              <Button onClick={() => void payment.retryActivation()} variant="contained" disabled={busy}>
                {T.retryActivation}
              </Button>
            ) : (
              <Button
                onClick={() => payer && void payment.pay(plan, payer)}
                variant="contained"
                disabled={!payer || busy}
                // On phones the pay button takes a row of its own, as in the shop's checkout.
                sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
                startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <LockIcon />}
              >
                {busy ? busyLabel : T.pay(formatMoney(plan.price))}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
