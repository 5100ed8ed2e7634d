// The checkout dialog 'Secure Checkout' (docs/product/shop-and-payments.md): a stepper of 'Shipping Info',
// 'Order Summary' and 'Payment'; Next moves forward while the step is below 2, Back (always
// shown, disabled on the first step) moves back while above 0, Cancel. docs/product/shop-and-payments.md shows no bounds on the
// shipping fields, so Next never stops on them; they are checked when the member pays instead
// (shipping-form.ts). On the Payment step the pay button takes Next's place; it waits for the
// card field and is disabled while paying, reading 'Processing Payment...' (docs/product/shop-and-payments.md). Closed
// while it is open (docs/product/shop-and-payments.md), the dialog says the shop takes no orders and pays nothing.
// Full screen on phones.
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LockIcon from '@mui/icons-material/LockOutlined';
import { CHECKOUT_MESSAGES, CHECKOUT_TEXTS, formatMoney, fromCents, SHOP_ERRORS, UI, type CartLine } from '@clanhall/shared';
import { useSession } from '../../../lib/session';
import { cartTotalCents } from '../cart-total';
import type { CardPayer } from '../../../components/payments/card-payer';
import OrderSummaryStep from './OrderSummaryStep';
import PaymentStep from './PaymentStep';
import { checkShipping, initialShipping, type ShippingErrors, type ShippingForm } from './shipping-form';
import ShippingStep from './ShippingStep';
import { useCheckoutPayment, type CheckoutPaymentOptions } from './use-checkout-payment';

const LAST_STEP = UI.checkoutSteps - 1;

export interface CheckoutDialogProps extends CheckoutPaymentOptions {
  open: boolean;
  lines: readonly CartLine[];
  /** False once the shop has closed: nothing is paid. */
  takingOrders: boolean;
  onClose(): void;
}

export default function CheckoutDialog({ open, lines, takingOrders, onClose, onPlaced, onOrderFailed }: CheckoutDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { user } = useSession();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<ShippingForm>(() => initialShipping(user));
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [payer, setPayer] = useState<CardPayer | null>(null);
  const payment = useCheckoutPayment({ onPlaced, onOrderFailed });
  const { clearError } = payment;

  // Every opening starts at the first step; what was typed stays for another try.
  useEffect(() => {
    if (open) {
      setStep(0);
      clearError();
    }
  }, [open, clearError]);

  const onPayer = useCallback((next: CardPayer | null) => setPayer(() => next), []);
  const totalCents = cartTotalCents(lines);

  const next = () => setStep((s) => Math.min(s + 1, LAST_STEP));
  const back = () => {
    clearError();
    setStep((s) => Math.max(s - 1, 0));
  };
  const pay = () => {
    if (!payer) return;
    // The server's checkout refuses an order without every shipping field (docs/product/shop-and-payments.md), so
    // nothing is charged until they pass: the member goes back to them, each saying what is wrong.
    const checked = checkShipping(form);
    if (!checked.ok) {
      clearError();
      setErrors(checked.errors);
      setStep(0);
      return;
    }
    setErrors({});
    void payment.pay(lines, checked.value, payer);
  };
  const change = (name: keyof ShippingForm, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  return (
    <Dialog
      open={open}
      onClose={payment.processing ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="checkout-dialog-title"
    >
      <DialogTitle id="checkout-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockIcon aria-hidden sx={{ color: 'primary.main' }} />
        {CHECKOUT_MESSAGES.title}
      </DialogTitle>
      <DialogContent dividers>
        {!takingOrders && (
          <Alert severity="warning" variant="outlined" role="status" sx={{ mb: 2 }}>
            {SHOP_ERRORS.shopClosed}
          </Alert>
        )}
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {CHECKOUT_MESSAGES.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box role="group" aria-label={CHECKOUT_MESSAGES.steps[step]}>
          {step === 0 && <ShippingStep form={form} errors={errors} onChange={change} />}
          {step === 1 && <OrderSummaryStep lines={lines} shipping={form} />}
          {step === 2 && (
            <PaymentStep totalCents={totalCents} processing={payment.processing} error={payment.error} onPayer={onPayer} />
          )}
        </Box>
      </DialogContent>
      {/* The gap spaces the buttons (no per-button margin), so a wrapped row starts at the edge. */}
      <DialogActions disableSpacing sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={payment.processing} color="inherit" sx={{ mr: 'auto' }}>
          {CHECKOUT_MESSAGES.cancel}
        </Button>
        <Button onClick={back} disabled={step === 0 || payment.processing} variant="outlined">
          {CHECKOUT_MESSAGES.back}
        </Button>
        {step < LAST_STEP ? (
          <Button onClick={next} variant="contained">
            {CHECKOUT_MESSAGES.next}
          </Button>
        ) : (
          <Button
            onClick={pay}
            variant="contained"
            disabled={!payer || payment.processing || !takingOrders}
            // On phones there is no room beside Cancel and Back: the pay button takes a row of its own.
            sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
            startIcon={payment.processing ? <CircularProgress size={16} color="inherit" aria-hidden /> : <LockIcon />}
          >
            {payment.processing ? CHECKOUT_MESSAGES.processing : CHECKOUT_TEXTS.pay(formatMoney(fromCents(totalCents)))}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
