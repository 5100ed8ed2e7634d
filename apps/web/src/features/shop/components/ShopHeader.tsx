// docs/product/shop-and-payments.md Shop: the header 'Shop' with a cart badge showing the number of cart lines
// (docs/product/screens.md). The cart control is an icon with its badge and carries no visible words, so
// 'Shopping Cart' is the cart dialog's title alone. Its name, 'Open cart, N items', gives screen
// readers the badge's count (the badge itself is hidden from them).
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { SHOP_MESSAGES, SHOP_TEXTS } from '@clanhall/shared';
import { NEEDS_JS } from '../../../lib/hydration';

export interface ShopHeaderProps {
  cartLines: number;
  onOpenCart(): void;
}

export default function ShopHeader({ cartLines, onOpenCart }: ShopHeaderProps) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 3, md: 4 } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, color: 'primary.light' }}>
          {SHOP_MESSAGES.title}
        </Typography>
        <Box aria-hidden sx={{ my: 1.5, width: 96, height: 2, background: ({ palette }) => `linear-gradient(90deg, ${palette.primary.main}, transparent)` }} />
        <Typography color="text.secondary" sx={{ fontSize: { xs: '0.98rem', md: '1.1rem' } }}>
          {SHOP_TEXTS.subtitle}
        </Typography>
      </Box>
      <IconButton
        onClick={onOpenCart}
        {...NEEDS_JS}
        data-testid="cart-button"
        aria-label={SHOP_TEXTS.cartButtonLabel(cartLines)}
        color="primary"
        sx={{
          flexShrink: 0,
          width: { xs: 52, md: 60 },
          height: { xs: 52, md: 60 },
          border: 1,
          borderColor: 'tint.gold.50',
          bgcolor: 'tint.gold.6',
          transition: 'background-color 150ms, border-color 150ms',
          '&:hover': { bgcolor: 'tint.gold.14', borderColor: 'primary.main' },
        }}
      >
        <Badge
          badgeContent={cartLines}
          color="error"
          max={99}
          data-testid="cart-badge"
          slotProps={{ badge: { 'aria-hidden': true } }}
          // A ring in the page's colour keeps the count apart from the icon under it.
          sx={{ '& .MuiBadge-badge': { fontWeight: 700, border: ({ palette }) => `2px solid ${palette.background.default}`, minWidth: 22, height: 22, borderRadius: 11 } }}
        >
          <ShoppingCartIcon aria-hidden sx={{ fontSize: { xs: 26, md: 30 } }} />
        </Badge>
      </IconButton>
    </Box>
  );
}
