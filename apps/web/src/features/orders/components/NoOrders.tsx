// docs/product/shop-and-payments.md Order history, empty: 'No Orders Yet', 'Start shopping to see your order
// history here', and the way to the shop.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { ORDER_MESSAGES, ORDER_TEXTS } from '@clanhall/shared';

export default function NoOrders() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <ReceiptIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 2 }} />
      <Typography component="h2" variant="h5" gutterBottom>
        {ORDER_MESSAGES.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {ORDER_MESSAGES.emptyText}
      </Typography>
      <Button component={RouterLink} to="/shop" variant="contained" startIcon={<StorefrontIcon />}>
        {ORDER_TEXTS.startShopping}
      </Button>
    </Box>
  );
}
