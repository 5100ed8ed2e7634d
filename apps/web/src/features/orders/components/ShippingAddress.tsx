// An order's shipping address (docs/product/shop-and-payments.md: name, address, city, postal code, country).
// Older records hold it as plain text (shared `address`): shown as written, line breaks kept.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ORDER_TEXTS, type Address } from '@clanhall/shared';

export default function ShippingAddress({ address }: { address: Address }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }} data-testid="shipping-address">
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        {ORDER_TEXTS.shippingAddress}
      </Typography>
      {typeof address === 'string' ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{address}</Typography>
      ) : (
        <>
          <Typography fontWeight={600}>{address.name}</Typography>
          <Typography color="text.secondary">{address.address}</Typography>
          <Typography color="text.secondary">
            {address.city}
            {address.city && address.postal_code ? ', ' : ''}
            {address.postal_code}
          </Typography>
          <Typography color="text.secondary">{address.country}</Typography>
        </>
      )}
    </Box>
  );
}
