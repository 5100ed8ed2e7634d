import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export interface DashboardTileProps {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  badge?: number;
  /** The button's words ('Open' unless told). */
  actionLabel?: string;
  /** Shown under the description (the Membership tile's status). */
  detail?: ReactNode;
  testId?: string;
}

export default function DashboardTile({ title, description, to, icon, badge = 0, actionLabel = 'Open', detail, testId }: DashboardTileProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      sx={{
        p: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        transition: 'border-color 200ms ease, transform 200ms ease',
        '&:hover': { borderColor: 'tint.gold.45', transform: 'translateY(-2px)' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Badge badgeContent={badge} color="error" max={99} overlap="circular">
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.light',
              bgcolor: 'tint.gold.10',
              border: 1,
              borderColor: 'tint.gold.25',
            }}
          >
            {icon}
          </Box>
        </Badge>
        <Typography id={`${id}-title`} variant="h3" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ flex: detail ? undefined : 1 }}>
        {description}
      </Typography>
      {detail && <Box sx={{ flex: 1 }}>{detail}</Box>}
      <Button
        component={RouterLink}
        to={to}
        variant="outlined"
        endIcon={<ArrowForwardIcon />}
        aria-describedby={`${id}-title`}
        sx={{ alignSelf: 'flex-start' }}
      >
        {actionLabel}
      </Button>
    </Paper>
  );
}
