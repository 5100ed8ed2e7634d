// What a signed-in tab that may chat runs beside every page: the socket. Its own lazy chunk.
import RealtimeConnection from './RealtimeConnection';

export default function SignedInRealtime({ token }: { token: string }) {
  return <RealtimeConnection token={token} />;
}
