// "/shop/checkout" (issue 27, ADR 057): a guest (or a signed-in shop customer) gives name, phone, e-mail, delivery
// or pick-up and the county / town; the database prices the order again, takes the stock and answers the order's
// link. The order's id is made once and sent again on a retry or a second click (stored once); a refusal is
// shown next to its field, or above the form when it is about the cart ("Only 2 of … left").
import { zodResolver } from '@hookform/resolvers/zod';
import { isPosCustomer } from '@kernel/guard/pos-customer.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeRadio } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';
import { cartEstimate, checkoutOrderId, clearCart, useCart } from '../shop/cart.ts';
import {
  type CheckoutValues,
  checkoutField,
  checkoutSchema,
  emptyCheckout,
  KENYAN_COUNTIES,
} from '../shop/checkout-form.ts';
import { kes, placeOrder, type ShopError } from '../shop/shop-api.ts';

export default function ShopCheckoutPage() {
  const cart = useCart();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A signed-in shop customer (the order is linked to the account): name and e-mail from it.
  const { session } = useSession();
  const account = session && isPosCustomer(session) ? session.user : null;
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      ...emptyCheckout,
      name: typeof account?.user_metadata?.full_name === 'string' ? account.user_metadata.full_name : '',
      email: account?.email ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const fulfilment = form.watch('fulfilment');

  const onSubmit = form.handleSubmit(async (v) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    try {
      const order = await placeOrder({
        id: checkoutOrderId(),
        name: v.name,
        phone: v.phone,
        email: v.email,
        fulfilment: v.fulfilment,
        county: v.fulfilment === 'delivery' ? v.county : undefined,
        town: v.fulfilment === 'delivery' ? v.town : undefined,
        address: v.address || undefined,
        notes: v.notes || undefined,
        lines: cart.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
      });
      clearCart();
      void navigate(`/shop/order/${order.token}`);
    } catch (e) {
      const err = e as ShopError;
      const field = checkoutField(err.detail);
      if (field) form.setError(field, { message: err.message }, { shouldFocus: true });
      else setFormError(err.message);
    } finally {
      inFlight.current = false;
    }
  });

  if (cart.lines.length === 0)
    return (
      <SitePage title="Checkout" crumbs={[{ label: 'Shop', to: '/shop' }]}>
        <EmptyState
          icon={ShoppingCart}
          title="Your cart is empty"
          action={
            <Link to="/shop" className={buttonVariants()}>
              Go to the shop
            </Link>
          }
        />
      </SitePage>
    );
  return (
    <SitePage
      title="Checkout"
      crumbs={[
        { label: 'Shop', to: '/shop' },
        { label: 'Cart', to: '/shop/cart' },
      ]}
    >
      <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4" aria-label="Checkout">
        <p>
          {cart.lines.length} {cart.lines.length === 1 ? 'product' : 'products'} · about{' '}
          <strong>{kes(cartEstimate(cart))}</strong> incl. VAT. We confirm the total and hold the stock for 30
          minutes while you pay.
        </p>
        {formError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>
              {formError}{' '}
              <Link to="/shop/cart" className="underline">
                Change the cart
              </Link>
            </AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Full name" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField label="Mobile phone" description="For delivery and M-Pesa" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
          </FormField>
          <FormField label="E-mail" description="Your confirmation goes here" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Delivery or pick-up</legend>
          <label className="flex items-center gap-2 text-sm">
            <NativeRadio value="delivery" {...form.register('fulfilment')} />
            Deliver to me
          </label>
          <label className="flex items-center gap-2 text-sm">
            <NativeRadio value="pickup" {...form.register('fulfilment')} />I will collect it at your shop
          </label>
        </fieldset>
        {fulfilment === 'delivery' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="County" error={errors.county?.message}>
              <NativeSelect {...form.register('county')}>
                <option value="">Choose a county</option>
                {KENYAN_COUNTIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Town" error={errors.town?.message}>
              <Input autoComplete="address-level2" {...form.register('town')} />
            </FormField>
            <FormField label="Address or directions" description="Optional" error={errors.address?.message}>
              <Input autoComplete="street-address" {...form.register('address')} />
            </FormField>
          </div>
        )}
        <FormField label="Note" description="Optional" error={errors.notes?.message}>
          <Textarea rows={3} {...form.register('notes')} />
        </FormField>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Placing your order…' : 'Place order'}
          </Button>
        </div>
      </form>
    </SitePage>
  );
}
