import { useEffect, useMemo, useState } from 'react';
import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';
import type { HistoryDays, HistoryViewer } from './history-range';
import { historyShareUrl, parseHistory } from './history-summary';
import { PriceHistoryView } from './price-history-view';

interface PriceHistoryCardProps {
  productId: number;
  /** Known when opened from a row; otherwise read from the server (a shared link carries only the id). */
  productName?: string;
  viewer: HistoryViewer | null;
  theme: 'light' | 'dark';
  onClose: () => void;
  /** Watch this product (the name as the card shows it). */
  onWatch?: (productName: string) => void;
}

export function PriceHistoryCard({ productId, productName, viewer, theme, onClose, onWatch }: PriceHistoryCardProps) {
  const [days, setDays] = useState<HistoryDays>(7);
  const product = trpc.products.get.useQuery({ id: productId }, { enabled: !productName });
  const history = trpc.products.priceHistory.useQuery({ id: productId, days }, { retry: false });
  const points = useMemo(() => (history.data ? parseHistory(history.data) : undefined), [history.data]);
  const name = productName ?? product.data?.name ?? (product.isError ? `Product #${productId}` : 'Loading...');
  // Opened from a row or from a shared link: the chart is what was asked for, bring it into view.
  useEffect(() => document.getElementById('price-history')?.scrollIntoView({ block: 'start' }), []);

  const share = async () => {
    const url = historyShareUrl(window.location.origin, productId, window.location.search);
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Link Copied',
        description: 'A link to this price history is on your clipboard.',
        variant: 'success',
      });
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): show the link so it can be copied by hand.
      toast({ title: 'Share This Price History', description: url });
    }
  };

  return (
    <PriceHistoryView
      productName={name}
      days={days}
      viewer={viewer}
      points={points}
      isLoading={history.isLoading}
      isError={history.isError}
      theme={theme}
      onDaysChange={setDays}
      onShare={share}
      onClose={onClose}
      onWatch={onWatch && (() => onWatch(name))}
    />
  );
}
