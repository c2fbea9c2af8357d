// "/shop" (issue 27, ADR 057): the published catalogue — categories, search, price and in-stock filters (all in the
// URL, so a filtered list can be shared and survives a reload), product cards with the VAT-inclusive price and the
// stock state, pages of 12. Spec §2: the shop does not load on demand, so routes.tsx imports this page eagerly
// (keep it small; product, cart, checkout and order pages load on demand).
import { isPosCustomer } from '@kernel/guard/pos-customer.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { PackageSearch } from '@kit/ui/icons.tsx';
import { Input } from '@kit/ui/input.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { Pagination } from '@kit/ui/pagination.tsx';
import { SearchInput } from '@kit/ui/search-input.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QuoteCta } from '../components/quote-cta.tsx';
import { SitePage } from '../components/site-page.tsx';
import { type Catalog, type CatalogQuery, readCatalog, SHOP_PAGE_SIZE } from '../shop/catalog-api.ts';
import { CartLink, ProductCard } from '../shop/shop-parts.tsx';

function queryOf(params: URLSearchParams): CatalogQuery {
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    inStock: params.get('stock') === '1',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const { session } = useSession();
  const customer = session !== null && isPosCustomer(session);
  const query = queryOf(params);
  const key = JSON.stringify(query);
  const [state, setState] = useState<{ key?: string; data?: Catalog; error?: Error }>({});
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query; attempt re-reads
  useEffect(() => {
    let stale = false;
    readCatalog(JSON.parse(key) as CatalogQuery).then(
      (data) => !stale && setState({ key, data }),
      (error: Error) => !stale && setState({ key, error }),
    );
    return () => {
      stale = true;
    };
  }, [key, attempt]);

  /** Changes one filter; any change but the page goes back to page 1. */
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: name !== 'page' });
  };
  const loading = state.key !== key && !state.error;
  const data = state.data;

  return (
    <SitePage
      title="Shop"
      crumbs={[]}
      intro="Personal protective equipment, fire safety equipment, first aid kits and safety signage. Prices include 16 % VAT."
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchInput
          value={query.q}
          onChange={(v) => set('q', v)}
          aria-label="Search products"
          placeholder="Search products…"
          className="w-full sm:max-w-xs"
        />
        <div className="flex flex-wrap gap-2">
          {customer && (
            <Link to="/shop/orders" className={buttonVariants({ variant: 'ghost' })}>
              Your orders
            </Link>
          )}
          <CartLink />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <aside className="grid content-start gap-4" aria-label="Filters">
          <nav aria-label="Categories">
            <ul className="flex flex-wrap gap-2 md:grid">
              {[{ name: '', count: 0 }, ...(data?.categories ?? [])].map((c) => (
                <li key={c.name || 'all'}>
                  <button
                    type="button"
                    aria-pressed={query.category === c.name}
                    onClick={() => set('category', c.name)}
                    className="rounded-full border px-3 py-1 text-sm aria-pressed:bg-primary aria-pressed:text-primary-foreground md:w-full md:rounded-md md:text-left"
                  >
                    {c.name ? `${c.name} (${c.count})` : 'All categories'}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1 text-sm font-medium">Price (KES, incl. VAT)</legend>
            <Input
              type="number"
              min={0}
              inputMode="numeric"
              aria-label="Lowest price"
              placeholder="From"
              defaultValue={query.min}
              key={`min${query.min}`}
              onBlur={(e) => set('min', e.currentTarget.value)}
            />
            <Input
              type="number"
              min={0}
              inputMode="numeric"
              aria-label="Highest price"
              placeholder="To"
              defaultValue={query.max}
              key={`max${query.max}`}
              onBlur={(e) => set('max', e.currentTarget.value)}
            />
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <NativeCheckbox
              checked={query.inStock}
              onChange={(e) => set('stock', e.currentTarget.checked ? '1' : '')}
            />
            In stock only
          </label>
        </aside>
        <section aria-label="Products" aria-busy={loading} className="grid content-start gap-4">
          {state.error && (
            <LoadError what="the shop" error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
          )}
          {loading && !data && <Skeleton className="h-64" aria-label="Loading products" />}
          {data && data.items.length === 0 && !state.error && (
            <EmptyState
              icon={PackageSearch}
              title="No products match"
              description="Try another search or category, or clear the price and stock filters."
            />
          )}
          {data && data.items.length > 0 && (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {data.total} {data.total === 1 ? 'product' : 'products'}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.items.map((p, i) => (
                  // The first card is above the fold even on a phone: loaded at once; the rest lazily.
                  <ProductCard key={p.id} product={p} priority={i === 0} />
                ))}
              </ul>
              <Pagination
                page={query.page}
                pageSize={SHOP_PAGE_SIZE}
                total={data.total}
                onPageChange={(p) => set('page', String(p))}
                label="Shop pages"
              />
            </>
          )}
        </section>
      </div>
      {/* What is not sold online (an audit, a training, bulk or fitted equipment) is quoted: the contact page's
          enquiry form makes a lead, as the service pages do. */}
      <QuoteCta
        title="Need an audit, a training or a bulk order?"
        body="Audits, trainings and fitted equipment are not sold online. Tell us what you need and we reply within one working day with a quotation."
      />
    </SitePage>
  );
}

export default ShopPage;
