// The checkout (issue 27, ADR 057): two quick clicks send one order; a refused order (not enough left) keeps the
// cart and its order id, says why above the form, and the retry sends the same id; a refusal naming a field goes
// under that field; a placed order empties the cart and opens its page.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, readCart } from '../shop/cart.ts';
import type { Order, OrderInput } from '../shop/shop-api.ts';

const placeOrder = vi.fn<(input: OrderInput) => Promise<Order>>();
vi.mock('../shop/shop-api.ts', async (original) => ({
  ...(await original<typeof import('../shop/shop-api.ts')>()),
  placeOrder: (input: OrderInput) => placeOrder(input),
}));
const { ShopError } = await import('../shop/shop-api.ts');
const { default: ShopCheckoutPage } = await import('./shop-checkout-page.tsx');

const order = { token: 'a'.repeat(64) } as Order;

function renderCheckout() {
  const router = createMemoryRouter(
    [
      { path: '/shop/checkout', Component: ShopCheckoutPage },
      { path: '/shop/order/:token', element: <h1>Order page</h1> },
      { path: '/shop/cart', element: <h1>Cart page</h1> },
    ],
    { initialEntries: ['/shop/checkout'] },
  );
  render(<RouterProvider router={router} />);
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Achieng Otieno');
  await user.type(screen.getByLabelText('Mobile phone'), '0712 345 678');
  await user.type(screen.getByLabelText('E-mail'), 'achieng@example.co.ke');
  await user.click(screen.getByLabelText('I will collect it at your shop'));
}

describe('checking out', () => {
  beforeEach(() => {
    window.localStorage.clear();
    placeOrder.mockReset();
    addToCart({ sku: 'PPE-HLM-WHT', name: 'Safety helmet', price: '1160.00' }, 2);
  });

  it('sends one order for two quick clicks, then empties the cart and opens the order', async () => {
    const user = userEvent.setup();
    let answer: (o: Order) => void = () => {};
    placeOrder.mockImplementation(() => new Promise<Order>((resolve) => (answer = resolve)));
    renderCheckout();
    await fillGuest(user);
    const button = screen.getByRole('button', { name: 'Place order' });
    await user.click(button);
    await user.click(button);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(placeOrder.mock.calls[0]?.[0]).toMatchObject({
      fulfilment: 'pickup',
      lines: [{ sku: 'PPE-HLM-WHT', quantity: 2 }],
    });
    answer(order);
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(readCart().lines).toEqual([]);
  });

  it('says what is short above the form, keeps the cart, and retries with the same order id', async () => {
    const user = userEvent.setup();
    placeOrder.mockRejectedValueOnce(
      new ShopError(
        'Only 1 of "Safety helmet" left: lower the quantity in your cart (you asked for 2)',
        '23514',
        'PPE-HLM-WHT',
      ),
    );
    renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 of "Safety helmet" left');
    expect(readCart().lines).toHaveLength(1);
    placeOrder.mockResolvedValueOnce(order);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    expect(placeOrder.mock.calls[1]?.[0].id).toBe(placeOrder.mock.calls[0]?.[0].id);
  });

  it('puts a refusal naming a field under that field', async () => {
    const user = userEvent.setup();
    placeOrder.mockRejectedValueOnce(
      new ShopError('Enter a Kenyan mobile number, like 0712 345 678', '22023', 'phone'),
    );
    renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile phone')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Enter a Kenyan mobile number, like 0712 345 678')).toBeInTheDocument();
  });
});
