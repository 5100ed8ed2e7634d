// The Stock column: a sold-out product's 0 stands out, since the shop cannot sell it.
import Typography from '@mui/material/Typography';

export default function ProductStock({ stock }: { stock: number }) {
  return (
    <Typography component="span" sx={{ fontWeight: 600, color: stock === 0 ? 'error.main' : 'text.primary' }}>
      {stock}
    </Typography>
  );
}
