// docs/product/screens.md: /messages is guarded like every member route, but when the session ends
// while the page is open (signed out in another tab) it shows its own 'Please Log In'
// (docs/product/chat.md) instead of the guard's redirect. Wraps the member guard in the route table.
import { useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { isAuthenticated, useSession } from '../../lib/session';
import { PleaseLogIn } from './components/EmptyPane';

export default function MessagesSessionGate() {
  const signedIn = isAuthenticated(useSession());
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  if (!signedIn && wasSignedIn) {
    return (
      <Box sx={{ flex: 1, display: 'flex' }}>
        <PleaseLogIn />
      </Box>
    );
  }
  return <Outlet />;
}
