// docs/product/back-office.md: an address is an object (name, address, city, country, postal_code) or
// plain text from older records.
import Typography from '@mui/material/Typography';
import { ADMIN_ORDERS_TEXTS as T, type Address } from '@clanhall/shared';

export default function AddressBlock({ address }: { address: Address | null | undefined }) {
  const lines =
    typeof address === 'string'
      ? address.split('\n')
      : address
        ? [address.name, address.address, [address.postal_code, address.city].filter(Boolean).join(' '), address.country]
        : [];
  const shown = lines.map((line) => line.trim()).filter(Boolean);
  if (shown.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {T.noAddress}
      </Typography>
    );
  }
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      {shown.map((line, i) => (
        <span key={i}>
          {line}
          {i < shown.length - 1 && <br />}
        </span>
      ))}
    </Typography>
  );
}
