// docs/product/shop-and-payments.md (test payments are said aloud, decision 025): while the
// server takes test payments /join says so to everyone, as the shop page does, not only at the
// card field. A standing note, not an alert.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { JOIN_TEXTS } from '@clanhall/shared';

export default function TestModeNotice() {
  return (
    <Alert
      severity="info"
      variant="outlined"
      role="note"
      icon={<ScienceIcon />}
      data-testid="join-test-notice"
      sx={{ mb: { xs: 3, md: 4 } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{JOIN_TEXTS.testNotice}</AlertTitle>
      {JOIN_TEXTS.testNoticeHint}
    </Alert>
  );
}
