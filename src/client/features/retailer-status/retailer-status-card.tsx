import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { RetailerStatusView } from './retailer-status-view';

/** Re-renders every minute so 'N minutes ago' and 'Next update in' stay true while the page is open. */
function useNow(intervalMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

export function RetailerStatusCard() {
  const query = trpc.retailers.status.useQuery(undefined);
  const now = useNow();
  return (
    <RetailerStatusView
      retailers={query.data?.retailers}
      totalActive={query.data?.totalActive ?? 0}
      isLoading={query.isLoading}
      isError={query.isError}
      now={now}
    />
  );
}
