// Rooms and the reports queue, each a tab; the Reports tab shows how many reports wait.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ADMIN_CHAT_MESSAGES as M } from '@clanhall/shared';

export type ChatTab = 'rooms' | 'reports';

export default function ChatTabs({
  tab,
  openReports,
  onChange,
}: {
  tab: ChatTab;
  openReports?: number;
  onChange(tab: ChatTab): void;
}) {
  return (
    <Tabs value={tab} onChange={(_e, next: ChatTab) => onChange(next)} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="rooms" label={M.roomsTab} id="rooms-tab" aria-controls="rooms-panel" />
      <Tab
        value="reports"
        id="reports-tab"
        aria-controls="reports-panel"
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            {M.reportsTab}
            {openReports ? (
              <Chip
                component="span"
                label={openReports}
                size="small"
                color="error"
                aria-label={M.openReports(openReports)}
                sx={{ height: 20, fontSize: '0.75rem', fontWeight: 700 }}
              />
            ) : null}
          </Box>
        }
      />
    </Tabs>
  );
}
