import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export interface AdminPageHeaderProps {
  title: string;
  subtitle?: string;
  /** Where the back button goes; the admin dashboard unless told otherwise. */
  backTo?: string;
  actions?: ReactNode;
}

/**
 * The title row of every back-office screen: back button, h1, subtitle, actions.
 * docs/product/back-office.md asks for "a back button to /admin": a real button (role button, named Back) that navigates,
 * not a link styled as one.
 */
export default function AdminPageHeader({ title, subtitle, backTo = '/admin', actions }: AdminPageHeaderProps) {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2, mb: 4, flexWrap: 'wrap' }}>
      <Tooltip title="Back">
        <IconButton onClick={() => void navigate(backTo)} aria-label="Back" sx={{ border: 1, borderColor: 'divider' }}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
