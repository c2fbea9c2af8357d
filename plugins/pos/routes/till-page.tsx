// /dashboard/pos and /dashboard/pos/index: the till. Keyboard first — F2 (or /) searches, a scanner's
// code + Enter adds the item, F4 adds a cash payment for what is due, F9 takes the payment — and
// mouse or touch works the same with large targets. A sale keeps the id the till gave it until the
// server has stored it: a retry after a network error, or a double click, sends the same id and the
// server stores the sale once (public.pos_record_sale). Stock is checked here for the cashier's sake;
// the server checks it again under a lock. A discount above the cashier's limit waits for an admin's
// PIN ("Approve…", ADR 072), given for this sale's id; a customer can be added from two fields.
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { PickerCombobox } from '@kit/pickers/picker-field.tsx';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Minus, Plus, Trash2, UserPlus } from 'lucide-react';
import {
  type FormEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { listTaxRates } from '../../invoicing/public.ts';
import {
  addItem,
  type CartItem,
  type CartLine,
  cartTotals,
  ceilingProblem,
  lineProblem,
  type Payment,
  paymentSummary,
  removeLine,
  updateLine,
} from '../cart.ts';
import {
  getReceipt,
  listLocations,
  posKeys,
  pricesIncludeTax,
  recordSale,
  type SaleReceipt,
  type SaleToRecord,
  type TillItem,
  tillSearch,
} from '../data.ts';
import { discountLimits } from '../discount-limits.ts';
import { type Approval, DiscountApprovalDialog } from '../parts/discount-approval-dialog.tsx';
import { NewCustomerDialog } from '../parts/new-customer-dialog.tsx';
import { PosNav } from '../parts/pos-nav.tsx';
import { PosPinDialog } from '../parts/pos-pin-dialog.tsx';
import { ProductImageThumb } from '../parts/product-image-thumb.tsx';
import { QueuedSales, useSaleQueue } from '../parts/queued-sales.tsx';
import { SaleDonePanel } from '../parts/sale-done-panel.tsx';
import { SessionBar, useOpenSession } from '../parts/session-bar.tsx';
import { enqueueSale, isUnanswered } from '../sale-queue.ts';
import type { PaymentMethod } from '../shapes.ts';
import { getPosSettings } from '../till-data.ts';
import {
  rememberedInclusive,
  rememberedRates,
  rememberInclusive,
  rememberRates,
} from '../till-pricing-memory.ts';

const METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' };
const LOCATION_KEY = 'safeworks.pos.location';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export default function TillPage() {
  const { profile } = useProfile();
  const isAdmin = hasRole(profile?.role, 'admin');
  const locations = useQuery({ queryKey: [...posKeys.all, 'locations'], queryFn: listLocations });
  // Read at every opening; until they answer (or while offline) the till prices with what it last read
  // (till-pricing-memory.ts). `initialDataUpdatedAt: 0`: what is remembered is stale, so it is read again.
  const rates = useQuery({
    queryKey: [...posKeys.all, 'tax-rates'],
    queryFn: async () => rememberRates(await listTaxRates()),
    initialData: rememberedRates,
    initialDataUpdatedAt: 0,
  });
  const inclusive = useQuery({
    queryKey: [...posKeys.all, 'prices-include-tax'],
    queryFn: async () => rememberInclusive(await pricesIncludeTax()),
    initialData: rememberedInclusive,
    initialDataUpdatedAt: 0,
  });
  const [location, setLocation] = useState<string>(() => localStorage.getItem(LOCATION_KEY) ?? '');
  useEffect(() => {
    const list = locations.data ?? [];
    if (list.length && !list.some((l) => l.id === location)) setLocation(list[0]?.id ?? '');
  }, [locations.data, location]);

  // Sales go into the open session at the location (ADR 059): none open, the till offers to open one.
  const session = useOpenSession(location);
  const [saleId, setSaleId] = useState(() => crypto.randomUUID());
  const [lines, setLines] = useState<CartLine[]>([]);
  const [cartDiscount, setCartDiscount] = useState('0');
  const [customer, setCustomer] = useState('');
  const [payments, setPayments] = useState<Payment[]>([]);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<SaleReceipt | null>(null);
  // An admin's approval of a bigger discount holds for the sale (its id) it was given for.
  const [approval, setApproval] = useState<Approval | null>(null);
  const [approving, setApproving] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const [newCustomerOpen, setNewCustomerOpen] = useState(false);
  // A sale paid while offline: kept in the queue; the cashier sees the change to give.
  const [queued, setQueued] = useState<{ total: string; change: string } | null>(null);
  const saleQueue = useSaleQueue(recordSale, () => void session.refetch());
  // ?receipt=<sale id>: a stored sale's receipt again (reprint), from Reports → Receipts.
  const [params, setParams] = useSearchParams();
  const reprintId = params.get('receipt');
  const reprint = useQuery({
    queryKey: [...posKeys.all, 'receipt', reprintId],
    queryFn: () => getReceipt(reprintId ?? ''),
    enabled: !!reprintId,
  });
  const inFlight = useRef(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);

  const rateOf = useCallback(
    (code: string) => rates.data?.find((r) => r.code === code)?.rate ?? '0',
    [rates.data],
  );
  const toCartItem = useCallback(
    (i: TillItem): CartItem => ({
      id: i.id,
      name: i.name,
      sku: i.sku,
      unit_price: String(i.unit_price),
      tax_code: i.tax_code,
      tax_rate: rateOf(i.tax_code),
      is_stocked: i.is_stocked,
      on_hand: i.on_hand === null ? null : String(i.on_hand),
    }),
    [rateOf],
  );

  const add = useCallback(
    (i: TillItem) => {
      setLines((current) => addItem(current, toCartItem(i)));
      setSendError(null);
    },
    [toCartItem],
  );

  // Rates are looked up when the totals are worked out, not when a line is added: a code scanned
  // before the rates arrived still gets its rate.
  const totals = useMemo(
    () =>
      cartTotals(
        lines.map((l) => ({ ...l, tax_rate: rateOf(l.tax_code) })),
        cartDiscount,
        inclusive.data ?? false,
      ),
    [lines, cartDiscount, inclusive.data, rateOf],
  );
  const total = totals?.total ?? '0.00';
  const summary = paymentSummary(total, payments);
  const approved = approval?.saleId === saleId ? approval : null;
  // The firm's discount ceiling (ADR 091) is read once a discount is typed, not when the till opens (ADR
  // 084); until it is known (or offline) the till allows 100 % and the server's refusal names the ceiling.
  const discounts = [cartDiscount, ...lines.map((l) => l.discount_percent)];
  const settings = useQuery({
    queryKey: [...posKeys.all, 'settings'],
    queryFn: getPosSettings,
    enabled: approving || discounts.some((d) => Number(d.trim() || '0') > 0),
    staleTime: 60_000,
  });
  const ceiling = settings.data ? Number(settings.data.max_discount_percent) : 100;
  // The biggest discount in the cart: what an admin is asked to approve when it is above the limit.
  const {
    limit,
    biggest: biggestDiscount,
    needsApproval,
  } = discountLimits({
    discounts,
    isAdmin,
    approvedPercent: approved ? Number(approved.percent) : null,
    ceiling,
  });
  const problems = lines.map((l) => lineProblem(l, limit, ceiling));
  const cartDiscountValid =
    /^\d+(\.\d{1,2})?$/.test(cartDiscount.trim() || '0') && Number(cartDiscount) <= 100;
  const cartDiscountProblem = !cartDiscountValid
    ? 'Cart discount: a percentage from 0 to 100'
    : Number(cartDiscount) > ceiling
      ? ceilingProblem(ceiling)
      : Number(cartDiscount) > limit
        ? `A discount above ${limit} % needs an admin`
        : null;
  const blocker =
    lines.length === 0
      ? 'The cart is empty'
      : !rates.data || inclusive.data === undefined
        ? 'Loading the tax rates…'
        : (problems.find((p) => p !== null) ??
          cartDiscountProblem ??
          (totals ? summary.problem : 'Check the lines'));

  const addPayment = (method: PaymentMethod) => {
    // Before the rates are known the total has no VAT in it: no amount is suggested then.
    const priced = !!rates.data && inclusive.data !== undefined;
    const due = paymentSummary(total, payments).due;
    setPayments((p) => [...p, { method, amount: priced && Number(due) > 0 ? due : '', reference: '' }]);
  };

  const clearCart = () => {
    setLines([]);
    setPayments([]);
    setCartDiscount('0');
    setCustomer('');
    setApproval(null);
    setSaleId(crypto.randomUUID());
  };

  const pay = async () => {
    if (blocker || inFlight.current || !location) return;
    inFlight.current = true;
    setSending(true);
    setSendError(null);
    const sale: SaleToRecord = {
      id: saleId,
      location_id: location,
      customer_user_id: customer || null,
      cart_discount_percent: cartDiscount,
      lines,
      payments,
    };
    try {
      const stored = await recordSale(sale);
      setReceipt(stored);
      clearCart();
      void session.refetch();
    } catch (error) {
      if (isUnanswered(error)) {
        // Offline, or no answer: the paid sale is kept on this till and sent when the network is back
        // (ADR 065); its id goes with it, so it is stored once however often it is sent.
        enqueueSale({ sale, total, change: summary.change });
        setQueued({ total, change: summary.change });
        clearCart();
      } else {
        // The server refused it: the cart and the sale's id stay; paying again cannot store it twice.
        setSendError((error as Error).message);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  // After a refund the receipt is read again: its refunds, and what each line has left to give back.
  // A sale just made keeps its "Sale recorded" heading (the receipt read again says already = true).
  const readReceiptAgain = async (id: string) => {
    if (!receipt) return void reprint.refetch();
    try {
      const again = await getReceipt(id);
      setReceipt((now) => (now?.id === id ? { ...again, already: now.already } : now));
    } catch (error) {
      toast.error(`The receipt could not be read again: ${(error as Error).message}`);
    }
  };

  const newSale = () => {
    setReceipt(null);
    setQueued(null);
    if (reprintId) setParams({}, { replace: true });
    setSendError(null);
    requestAnimationFrame(() => searchRef.current?.focus());
  };

  // Shortcuts: F2 or "/" search, F4 cash for what is due, F9 pay.
  const payLatest = useRef(pay);
  payLatest.current = pay;
  const addPaymentLatest = useRef(addPayment);
  addPaymentLatest.current = addPayment;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing =
        e.target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(e.target.tagName);
      if (e.key === 'F2' || (e.key === '/' && !typing)) {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === 'F4') {
        e.preventDefault();
        addPaymentLatest.current('cash');
      } else if (e.key === 'F9') {
        e.preventDefault();
        void payLatest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const { money } = useFormatters();

  if (locations.error)
    return <LoadError what="The till" error={locations.error} onRetry={() => locations.refetch()} />;

  if (reprintId && reprint.error)
    return <LoadError what="The receipt" error={reprint.error} onRetry={() => reprint.refetch()} />;
  if (reprintId && !receipt && reprint.isLoading)
    return (
      <div>
        <PosNav />
        <p role="status" className="text-muted-foreground">
          Loading the receipt…
        </p>
      </div>
    );
  const queuePanel = (
    <QueuedSales
      queue={saleQueue.queue}
      waiting={saleQueue.waiting}
      sending={saleQueue.sending}
      onSendNow={() => void saleQueue.drain()}
    />
  );
  if (queued) {
    return (
      <div>
        <PosNav />
        <div className="mx-auto flex max-w-md flex-col gap-4">
          <div role="status">
            <p className="text-lg font-semibold">
              Sale kept on this till: it is sent when the network is back
            </p>
            <p>Total {money(queued.total)}</p>
            <p className="text-2xl font-bold">Change due: {money(queued.change)}</p>
          </div>
          {queuePanel}
          <Button size="lg" autoFocus onClick={newSale}>
            New sale
          </Button>
        </div>
      </div>
    );
  }
  const shown = receipt ?? (reprintId ? reprint.data : null);
  if (shown) {
    return (
      <div>
        <PosNav />
        <SaleDonePanel
          receipt={shown}
          heading={!receipt ? 'Receipt' : shown.already ? 'This sale was already stored' : 'Sale recorded'}
          onRefunded={() => void readReceiptAgain(shown.id)}
          onNewSale={newSale}
        />
      </div>
    );
  }

  return (
    <div>
      <PosNav />
      <PageHeader
        title="Sell"
        description="Scan or search, adjust the cart, take the payment. F2 search · F4 cash · F9 pay."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {isAdmin && (
              <Button type="button" variant="outline" onClick={() => setPinOpen(true)}>
                <KeyRound aria-hidden="true" />
                My POS PIN…
              </Button>
            )}
            <Label htmlFor="till-location">Location</Label>
            <NativeSelect
              id="till-location"
              value={location}
              onChange={(e) => {
                setLocation(e.target.value);
                localStorage.setItem(LOCATION_KEY, e.target.value);
              }}
            >
              {(locations.data ?? []).map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      {location && (
        <SessionBar
          location={{ id: location, name: locations.data?.find((l) => l.id === location)?.name ?? '' }}
        />
      )}
      {queuePanel}
      {session.data === null ? null : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-label="Cart" className="flex min-w-0 flex-col gap-4">
            <TillSearch location={location} inputRef={searchRef} onAdd={add} />
            <CartTable
              lines={lines}
              problems={problems}
              totals={totals}
              onChange={(id, change) => setLines((l) => updateLine(l, id, change))}
              onRemove={(id) => setLines((l) => removeLine(l, id))}
            />
          </section>
          <section aria-label="Payment" className="flex flex-col gap-4 rounded-lg border p-4">
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
              <dt>Subtotal</dt>
              <dd className="text-right">{money(totals?.subtotal ?? '0')}</dd>
              <dt>Discount</dt>
              <dd className="text-right">{money(totals?.discount ?? '0')}</dd>
              <dt>VAT</dt>
              <dd className="text-right">{money(totals?.tax ?? '0')}</dd>
              <dt className="text-lg font-semibold">Total</dt>
              <dd className="text-right text-lg font-semibold" data-testid="till-total">
                {money(total)}
              </dd>
            </dl>
            <div className="flex flex-col gap-1">
              <Label htmlFor="till-customer">Customer</Label>
              <PickerCombobox
                id="till-customer"
                kind="pos-customer"
                value={customer}
                onChange={(v) => setCustomer(v)}
                emptyLabel="Walk-in customer"
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => setNewCustomerOpen(true)}
              >
                <UserPlus aria-hidden="true" />
                New customer…
              </Button>
            </div>
            <div className="flex items-center gap-2">
              <Label htmlFor="cart-discount" className="grow">
                Cart discount (%)
              </Label>
              <Input
                id="cart-discount"
                className="w-24 text-right"
                inputMode="decimal"
                value={cartDiscount}
                aria-describedby={settings.data && ceiling < 100 ? 'discount-ceiling' : undefined}
                onChange={(e) => setCartDiscount(e.target.value)}
              />
            </div>
            {settings.data && ceiling < 100 && (
              <p id="discount-ceiling" className="-mt-3 text-xs text-muted-foreground">
                The firm’s ceiling: {ceiling} % on a line or the cart
              </p>
            )}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Payments</legend>
              {payments.map((p, i) => (
                <PaymentRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are added and removed in place by position
                  key={i}
                  index={i}
                  payment={p}
                  onChange={(change) =>
                    setPayments((all) => all.map((x, j) => (j === i ? { ...x, ...change } : x)))
                  }
                  onRemove={() => setPayments((all) => all.filter((_, j) => j !== i))}
                />
              ))}
              <div className="grid grid-cols-3 gap-2">
                {(['cash', 'mpesa', 'card'] as const).map((m) => (
                  <Button key={m} type="button" variant="outline" size="lg" onClick={() => addPayment(m)}>
                    {METHOD_LABELS[m]}
                  </Button>
                ))}
              </div>
            </fieldset>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm tabular-nums">
              <dt>Paid</dt>
              <dd className="text-right">{money(summary.paid)}</dd>
              <dt>Still to pay</dt>
              <dd className="text-right">{money(summary.due)}</dd>
              <dt className="font-semibold">Change due</dt>
              <dd className="text-right font-semibold" data-testid="till-change">
                {money(summary.change)}
              </dd>
            </dl>
            {needsApproval && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-500 p-3">
                <p className="text-sm font-medium" id="needs-admin">
                  Needs an admin: a discount of {biggestDiscount} % is above {limit} %
                </p>
                <Button
                  type="button"
                  variant="outline"
                  aria-describedby="needs-admin"
                  onClick={() => setApproving(true)}
                >
                  Approve…
                </Button>
              </div>
            )}
            {approved && !needsApproval && (
              <p role="status" className="text-sm text-muted-foreground">
                Discounts up to {Number(approved.percent)} % approved by {approved.approver}
              </p>
            )}
            {sendError && (
              <Alert variant="destructive">
                <AlertDescription>
                  The sale was not stored: {sendError}. Paying again is safe — it will be stored once.
                </AlertDescription>
              </Alert>
            )}
            {blocker && lines.length > 0 && (
              <p className="text-sm text-muted-foreground" id="pay-blocker">
                {blocker}
              </p>
            )}
            <Button
              ref={payRef}
              size="lg"
              className="h-14 text-lg"
              disabled={!!blocker || sending}
              aria-describedby={blocker && lines.length > 0 ? 'pay-blocker' : undefined}
              onClick={() => void pay()}
            >
              {sending ? 'Recording…' : `Pay ${money(total)} (F9)`}
            </Button>
          </section>
        </div>
      )}
      <DiscountApprovalDialog
        open={approving}
        onOpenChange={setApproving}
        saleId={saleId}
        percent={biggestDiscount}
        ceiling={settings.data ? ceiling : null}
        onApproved={(a) => {
          setApproval(a);
          setSendError(null);
        }}
      />
      <NewCustomerDialog open={newCustomerOpen} onOpenChange={setNewCustomerOpen} onChosen={setCustomer} />
      {isAdmin && <PosPinDialog open={pinOpen} onOpenChange={setPinOpen} />}
    </div>
  );
}

/**
 * The search box and its matches. Its text is its own state: a scanner's 13 key presses re-render this
 * box and the matches, not the cart, payments and customer beside it (on a slow laptop each re-render of
 * the whole till cost tens of milliseconds a key: bench:pos, ADR 084).
 */
const TillSearch = memo(function TillSearch(props: {
  location: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onAdd: (item: TillItem) => void;
}) {
  const { location, inputRef, onAdd } = props;
  const [term, setTerm] = useState('');
  const [searchNote, setSearchNote] = useState<string | null>(null);
  const searchId = useId();
  const debounced = useDebounced(term.trim(), 150);
  const results = useQuery({
    queryKey: [...posKeys.all, 'till-search', debounced, location],
    queryFn: ({ signal }) => tillSearch(debounced, location || null, signal),
    enabled: debounced.length > 0 && !!location,
    staleTime: 5_000,
  });

  const add = (i: TillItem) => {
    onAdd(i);
    setTerm('');
    setSearchNote(null);
    inputRef.current?.focus();
  };

  // Enter: a scanner's code or a typed SKU adds its item at once; otherwise the only match.
  const onSearchSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    if (!q || !location) return;
    try {
      const found = await tillSearch(q, location);
      const exact = found.filter((f) => f.exact);
      const pick = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
      if (pick) add(pick);
      else
        setSearchNote(
          found.length === 0 ? `Nothing matches “${q}”` : 'Several items match: choose one below',
        );
    } catch (error) {
      setSearchNote(`The search failed: ${(error as Error).message}`);
    }
  };

  return (
    <>
      <form aria-label="Find an item" onSubmit={onSearchSubmit} className="flex flex-col gap-1">
        <Label htmlFor={searchId}>Search or scan</Label>
        <Input
          id={searchId}
          ref={inputRef}
          autoFocus
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setSearchNote(null);
          }}
          onKeyDown={(e) => {
            // ↓ goes to the matches; ↑ / ↓ move between them, Enter adds one.
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              document.querySelector<HTMLButtonElement>('[data-till-result]:not(:disabled)')?.focus();
            }
          }}
          placeholder="Name, SKU or barcode — Enter adds"
          autoComplete="off"
          spellCheck={false}
          className="h-12 text-base"
        />
        {searchNote && (
          <p role="status" className="text-sm text-muted-foreground">
            {searchNote}
          </p>
        )}
      </form>
      {term.trim() && (
        <SearchResults
          // Until the typed text is the one searched, the list would be another term's.
          loading={debounced !== term.trim() || (results.isFetching && !results.data)}
          error={results.error}
          items={results.data ?? []}
          onAdd={add}
        />
      )}
    </>
  );
});

function SearchResults(props: {
  loading: boolean;
  error: Error | null;
  items: TillItem[];
  onAdd: (item: TillItem) => void;
}) {
  const { money } = useFormatters();
  if (props.error) return <LoadError what="The search" error={props.error} />;
  if (props.loading) return <p className="text-sm text-muted-foreground">Searching…</p>;
  if (props.items.length === 0) return null;
  return (
    <ul
      aria-label="Matching items"
      className="flex max-h-72 flex-col gap-1 overflow-auto rounded-md border p-1"
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        const buttons = [
          ...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-till-result]:not(:disabled)'),
        ];
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        e.preventDefault();
        buttons[Math.max(0, Math.min(buttons.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)))]?.focus();
      }}
    >
      {props.items.map((i) => {
        const out = i.is_stocked && Number(i.on_hand ?? 0) <= 0;
        return (
          <li key={i.id}>
            <button
              type="button"
              data-till-result
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded px-3 py-2 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
              onClick={() => props.onAdd(i)}
              disabled={out}
            >
              <ProductImageThumb path={i.image_path} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{i.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {i.group_name ? `${i.group_name} · size ${i.variant_label} · ` : ''}
                  {i.sku ?? 'No SKU'}
                  {i.is_stocked ? ` · ${out ? 'out of stock' : `${Number(i.on_hand)} in stock`}` : ''}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{money(String(i.unit_price))}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function CartTable(props: {
  lines: CartLine[];
  problems: (string | null)[];
  totals: ReturnType<typeof cartTotals>;
  onChange: (id: string, change: Partial<CartLine>) => void;
  onRemove: (id: string) => void;
}) {
  const { money } = useFormatters();
  if (props.lines.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        The cart is empty: scan an item or search for it above.
      </p>
    );
  return (
    <ul aria-label="Cart lines" className="flex flex-col divide-y rounded-lg border">
      {props.lines.map((l, i) => {
        const problem = props.problems[i];
        const lineTotal = props.totals?.lines[i]?.total;
        return (
          <li key={l.id} className="flex flex-col gap-2 p-3" aria-label={l.name}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{l.name}</p>
                <p className="text-xs text-muted-foreground">
                  {money(l.unit_price)} each{l.sku ? ` · ${l.sku}` : ''}
                </p>
              </div>
              <p className="shrink-0 font-medium tabular-nums">{lineTotal ? money(lineTotal) : '—'}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`One fewer ${l.name}`}
                onClick={() =>
                  Number(l.quantity) > 1
                    ? props.onChange(l.id, { quantity: String(Number(l.quantity) - 1) })
                    : props.onRemove(l.id)
                }
              >
                <Minus aria-hidden="true" />
              </Button>
              <Input
                aria-label={`Quantity of ${l.name}`}
                className="w-20 text-right"
                inputMode="decimal"
                value={l.quantity}
                onChange={(e) => props.onChange(l.id, { quantity: e.target.value })}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`One more ${l.name}`}
                onClick={() => props.onChange(l.id, { quantity: String(Number(l.quantity) + 1) })}
              >
                <Plus aria-hidden="true" />
              </Button>
              <Label htmlFor={`disc-${l.id}`} className="ml-2 text-xs">
                Discount %
              </Label>
              <Input
                id={`disc-${l.id}`}
                className="w-20 text-right"
                inputMode="decimal"
                value={l.discount_percent}
                onChange={(e) => props.onChange(l.id, { discount_percent: e.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="ml-auto"
                aria-label={`Remove ${l.name}`}
                onClick={() => props.onRemove(l.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function PaymentRow(props: {
  index: number;
  payment: Payment;
  onChange: (change: Partial<Payment>) => void;
  onRemove: () => void;
}) {
  const p = props.payment;
  const label = METHOD_LABELS[p.method];
  return (
    <div className="flex flex-wrap items-center gap-2" data-payment={p.method}>
      <span className="w-16 text-sm font-medium">{label}</span>
      <Input
        aria-label={`${label} amount`}
        className="w-28 grow text-right"
        inputMode="decimal"
        autoFocus
        value={p.amount}
        onChange={(e) => props.onChange({ amount: e.target.value })}
      />
      {p.method !== 'cash' && (
        <Input
          aria-label={p.method === 'mpesa' ? 'M-Pesa code' : 'Card slip reference'}
          placeholder={p.method === 'mpesa' ? 'SGH3K7LQ2P' : 'Slip no.'}
          className="w-32 grow uppercase"
          autoComplete="off"
          spellCheck={false}
          value={p.reference}
          onChange={(e) => props.onChange({ reference: e.target.value })}
        />
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove the ${label} payment`}
        onClick={props.onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
