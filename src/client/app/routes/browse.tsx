import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeferUntilVisible } from '../../components/defer-until-visible';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { PageLayout } from '../../components/layout/page-layout';
import { toast } from '../../components/toast/toast-store';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { ProTeaserCard } from '../../features/marketing/pro-teaser-card';
import { SaveSearchButton, WatchDialogSlot, type WatchTarget } from '../../features/alerts/browse-alerts';
import { ProductResults, type WatchableProduct } from '../../features/products/product-results';
import { useProductSearch } from '../../features/products/use-product-search';
import { RetailerStatusCard } from '../../features/retailer-status/retailer-status-card';
import { SearchFacetsPanel } from '../../features/search/search-facets-panel';
import { SearchPanel } from '../../features/search/search-panel';
import { useTheme } from '../../features/theme/theme';
import { WeeklyChangesCard } from '../../features/weekly-changes/weekly-changes-card';
import { trpc } from '../../lib/trpc';

/** Shown only once a product is chosen: its code (tooltips, popper, the chart) stays out of the first bundle. */
const PriceHistoryCard = lazy(async () => ({
  default: (await import('../../features/price-history/price-history-card')).PriceHistoryCard,
}));

/** Loaded the first time a signed-in user reports a row: its modal and the report schema stay out of the first bundle. */
const ReportDialog = lazy(async () => ({
  default: (await import('../../features/products/report-dialog')).ReportDialog,
}));

/**
 * SPEC §2 browse page: a full-screen spinner until the auth state is known. The page renders under it meanwhile,
 * so the search starts together with the auth request rather than after it.
 */
export function BrowsePage() {
  const { isLoading } = useCurrentUser();
  return (
    <>
      {isLoading && <FullScreenSpinner overlay />}
      <PageLayout>
        <BrowseContent />
      </PageLayout>
    </>
  );
}

/**
 * `?product=<id>&chart=history` opens that product's history (the share link of SPEC §2), beside the search's own
 * parameters; opening and closing are history entries, so Back closes the card again.
 */
function useHistoryParam() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('product'));
  const productId = params.get('chart') === 'history' && Number.isInteger(id) && id > 0 ? id : null;
  const withHistory = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) ['product', 'chart'].forEach((name) => next.delete(name));
      else
        [
          ['product', String(id)],
          ['chart', 'history'],
        ].forEach(([name, value]) => next.set(name!, value!));
      return next;
    });
  return { productId, open: (id: number) => withHistory(id), close: () => withHistory(null) };
}

/**
 * A shared link opens scrolled to its chart: the card scrolls itself into view when it mounts, and once more when
 * the results above it arrive and push it down (only for the first results of that card).
 */
function useKeepChartInView(productId: number | null, results: unknown) {
  const settled = useRef<number | null>(null);
  useEffect(() => {
    if (productId === null || !results || settled.current === productId) return;
    settled.current = productId;
    requestAnimationFrame(() => document.getElementById('price-history')?.scrollIntoView({ block: 'start' }));
  }, [productId, results]);
}

function HistoryCardFallback() {
  return (
    <div className="text-center py-4" id="price-history" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />{' '}
      <span className="visually-hidden">Loading price history...</span>
    </div>
  );
}

/** The results' two switches (SPEC §2): grouped by product, in stock only; each applies at once. */
function resultSwitches(search: ReturnType<typeof useProductSearch>) {
  const { submitted, apply } = search;
  return {
    grouped: submitted.view === 'auto' ? Boolean(search.query.data?.groups) : submitted.view === 'product',
    onGroupedChange: (grouped: boolean) => apply({ ...submitted, view: grouped ? 'product' : 'listing' }),
    inStockOnly: submitted.stockStatus === 'in_stock',
    onInStockOnlyChange: (only: boolean) => apply({ ...submitted, stockStatus: only ? 'in_stock' : 'all' }),
  } as const;
}

function HistorySection(props: {
  productId: number;
  productName: string | undefined;
  onClose: () => void;
  onWatch: (name: string) => void;
}) {
  const { user } = useCurrentUser();
  const { theme } = useTheme();
  return (
    <Suspense fallback={<HistoryCardFallback />}>
      <PriceHistoryCard
        key={props.productId}
        productId={props.productId}
        productName={props.productName}
        viewer={user ? { emailVerified: user.emailVerified } : null}
        theme={theme}
        onClose={props.onClose}
        onWatch={props.onWatch}
      />
    </Suspense>
  );
}

/** The Watch button: opens the watch dialog and reports the click (SPEC §7/§8, fire and forget). */
function useWatchAction() {
  const watchClick = trpc.tracking.watchClick.useMutation();
  const [watching, setWatching] = useState<WatchTarget | null>(null);
  const watch = (p: WatchableProduct) => {
    setWatching({ productId: p.productId, name: p.name });
    if (!p.retailer || !p.currentPrice) return;
    watchClick.mutate(
      { productId: p.productId, productName: p.name, retailer: p.retailer.name, price: p.currentPrice },
      // a failed report is only logged
      { onError: (err) => console.warn('watch-click report failed', err.message) },
    );
  };
  return { watching, watch, closeWatch: () => setWatching(null) };
}

function BrowseContent() {
  const { user } = useCurrentUser();
  const [reporting, setReporting] = useState<{ id: number; name: string } | null>(null);
  // Stays mounted once opened, so closing it still animates.
  const [reportOpened, setReportOpened] = useState(false);
  const search = useProductSearch();
  const retailers = trpc.retailers.list.useQuery(undefined, { refetchOnWindowFocus: false });
  const history = useHistoryParam();
  const [historyName, setHistoryName] = useState<{ id: number; name: string } | null>(null);
  const { watching, watch, closeWatch } = useWatchAction();
  const resultsRef = useRef<HTMLDivElement>(null);
  useKeepChartInView(history.productId, search.query.data);

  const openHistory = (product: { id: number; name: string }) => {
    setHistoryName(product);
    history.open(product.id);
    toast({ title: 'Price History Loaded', description: `Viewing price history for ${product.name}` });
  };

  const changePage = (page: number) => {
    search.setPage(page);
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <SearchPanel
        filters={search.draft}
        retailers={retailers.data ?? []}
        onChange={search.setDraft}
        onSubmit={search.submit}
      />
      <div ref={resultsRef}>
        <SearchFacetsPanel facets={search.query.data?.facets} filters={search.submitted} onApply={search.apply} />
        <SaveSearchButton filters={search.submitted} />
        <ProductResults
          data={search.query.data}
          isLoading={search.query.isLoading}
          isError={search.query.isError}
          page={search.page}
          onPageChange={changePage}
          onHistory={openHistory}
          onWatch={watch}
          switches={resultSwitches(search)}
          onReport={
            user
              ? (p) => {
                  setReportOpened(true);
                  setReporting({ id: p.id, name: p.name });
                }
              : undefined
          }
        />
        {reportOpened && (
          <Suspense fallback={null}>
            <ReportDialog listing={reporting} onClose={() => setReporting(null)} />
          </Suspense>
        )}
        <WatchDialogSlot target={watching} onClose={closeWatch} />
      </div>
      {history.productId !== null && (
        <HistorySection
          productId={history.productId}
          productName={historyName?.id === history.productId ? historyName.name : undefined}
          onClose={history.close}
          onWatch={(name) => watch({ productId: history.productId!, name })}
        />
      )}
      <DeferUntilVisible minHeight="14rem">
        <WeeklyChangesCard />
      </DeferUntilVisible>
      <DeferUntilVisible minHeight="30rem">
        <RetailerStatusCard />
      </DeferUntilVisible>
      {user?.membershipTier !== 'pro' && <ProTeaserCard />}
    </>
  );
}
